import Domain

/// The VIPER presenter of Gather, the module's hub: formats the teams, scores and countdown its
/// interactor reports for `GatherViewProtocol`, opens and closes the picker, asks
/// `GatherInteractorInputProtocol` for every change, and once the gather has ended tells its
/// `GatherModuleOutput` and asks `GatherRouterProtocol` to go back.
@MainActor
final class GatherPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any GatherViewProtocol)?
  private let interactor: any GatherInteractorInputProtocol
  private let router: any GatherRouterProtocol
  private weak var output: (any GatherModuleOutput)?
  /// The time left, as the interactor last reported it, for opening the picker at it.
  private var timeLeft = GatherTime.defaultTime

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`; `output` hears when the gather ends.
  init(
    interactor: any GatherInteractorInputProtocol, router: any GatherRouterProtocol,
    output: (any GatherModuleOutput)?
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }
}

// MARK: - GatherPresenterProtocol

extension GatherPresenter: GatherPresenterProtocol {
  func load() {
    interactor.loadGather()
  }

  func stopCountdown() {
    interactor.stopTimer()
  }

  func scoreStepperChanged(to goals: Int, for team: TeamSection) {
    interactor.setScore(GatherResult.clampedGoals(goals), for: team)
  }

  func actionTapped() {
    interactor.toggleTimer()
  }

  func cancelTapped() {
    interactor.resetTimer()
    view?.hidePicker()
  }

  func setTapped() {
    // The countdown keeps going while the picker is open; only Done changes it.
    view?.showPicker(at: timeLeft)
  }

  func pickerDoneTapped(time: GatherTime) {
    interactor.setTimer(to: time)
    view?.hidePicker()
  }

  func pickerCancelTapped() {
    view?.hidePicker()
  }

  func endTapped() {
    view?.showEndGatherConfirmation(
      title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
      confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton)
  }

  func endGatherConfirmed() async {
    // Shown before the call.
    view?.showLoading()
    await interactor.endGather()
  }
}

// MARK: - GatherInteractorOutputProtocol

extension GatherPresenter: GatherInteractorOutputProtocol {
  func didLoadGather(_ model: GatherModel) {
    view?.showTeams(
      TeamSection.playing.map { TeamTableSection(team: $0, players: model.players(in: $0)) })
  }

  func didUpdateScore(_ goals: Int, for team: TeamSection) {
    view?.setScore(goals, for: team)
  }

  func timerDidChange(time: GatherTime, state: GatherTimer.State) {
    timeLeft = time
    view?.setTimer(text: time.text, actionTitle: state.actionTitle)
  }

  func didEndGather() {
    view?.hideLoading()
    output?.gatherDidEnd()
    router.closeGather()
  }

  func didFailToEndGather() {
    view?.hideLoading()
    view?.showError(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
  }
}

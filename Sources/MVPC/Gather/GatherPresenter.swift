import Domain

/// The events the Gather view forwards to its presenter.
@MainActor
protocol GatherPresenterProtocol: GatherEvents {
  /// The screen was built: show the title, the scores, the timer and the teams.
  func load()
  /// The screen is being left (back button or pop): the countdown stops.
  func stopCountdown()
}

/// What the Gather presenter asks of its passive view.
@MainActor
protocol GatherViewProtocol: FeedbackDisplaying {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Shows `sections` (`Team A`, `Team B`) in the players table.
  func showTeams(_ sections: [TeamTableSection])
  /// Shows `goals` as the score of `team`.
  func setScore(_ goals: Int, for team: TeamSection)
  /// Shows `text` in the timer label.
  func setTimerText(_ text: String)
  /// Shows `title` on the action button.
  func setActionTitle(_ title: String)
  /// Opens the picker panel with the wheels on `time`.
  func showPicker(at time: GatherTime)
  /// Closes the picker panel, if it is open.
  func hidePicker()
  /// Asks to confirm ending; the confirming button calls `endGatherConfirmed()`.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String)
}

/// What Gather tells its coordinator, which takes the flow back to the Player List.
@MainActor
protocol GatherPresenterDelegate: AnyObject {
  /// The gather was ended on the server; the Player List goes back to list mode on top.
  func gatherDidEnd()
}

/// The MVP presenter of Gather: keeps the scores, drives the `GatherTimer` countdown and the
/// picker, and ends the gather through `GatherService`; the timer and picker inputs are in
/// `+Timer`.
@MainActor
final class GatherPresenter: GatherPresenterProtocol {
  // MARK: - Properties

  // Internal rather than private only because the `+Timer` file uses them.
  weak var view: (any GatherViewProtocol)?
  let timer: GatherTimer
  private let model: GatherModel
  private let gatherService: any GatherService
  private var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]
  private weak var delegate: (any GatherPresenterDelegate)?

  // MARK: - Init

  /// Creates the presenter of the gather in `model`, counting down on `clock` and telling
  /// `delegate` when the gather has ended.
  init(
    view: any GatherViewProtocol, gatherService: any GatherService, model: GatherModel,
    clock: any TimerClock, delegate: any GatherPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.gatherService = gatherService
    self.model = model
    timer = GatherTimer(clock: clock)
    timer.onTick = { [weak self] in self?.showTimer() }
  }

  // MARK: - GatherPresenterProtocol

  func load() {
    view?.setTitle(GatherTexts.title)
    for team in TeamSection.playing { view?.setScore(score(of: team), for: team) }
    showTimer()
    view?.showTeams(
      TeamSection.playing.map { TeamTableSection(team: $0, players: model.players(in: $0)) })
  }

  func stopCountdown() {
    timer.stop()
  }

  func scoreStepperChanged(to goals: Int, for team: TeamSection) {
    guard team.plays else { return }
    scores[team] = GatherResult.clampedGoals(goals)
    view?.setScore(score(of: team), for: team)
  }

  func endTapped() {
    view?.showEndGatherConfirmation(
      title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
      confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton)
  }

  func endGatherConfirmed() async {
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    view?.showLoading()
    do throws(ServiceError) {
      try await gatherService.endGather(id: model.gatherId, result: result)
      view?.hideLoading()
      timer.stop()
      delegate?.gatherDidEnd()
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      view?.hideLoading()
      view?.showError(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
    }
  }

  // MARK: - Private

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }
}

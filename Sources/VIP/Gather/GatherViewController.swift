import Domain
import Layouts
import ViewKit

/// The VIP view controller of Gather: wires the scores, countdown, teams table and time picker of
/// SPEC §3.7, turns every event (Domain's `GatherEvents`) into a request to
/// `GatherBusinessLogic`, and asks `GatherRoutingLogic` to go back once the gather ended.
@MainActor
final class GatherViewController: ViewController, GatherDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any GatherRoutingLogic & GatherDataPassing
  private let interactor: any GatherBusinessLogic
  private let layout = GatherLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any GatherBusinessLogic, router: any GatherRoutingLogic & GatherDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen, the picker panel hidden, sets the title and asks for the gather.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    layout.install(in: self)
    layout.table.dataSource = dataSource
    wireActions()
    interactor.fetchGather(request: GatherScene.FetchGather.Request())
  }

  /// Stops the countdown when the screen is left: Back, or the pop after ending.
  override func viewWillDisappear() {
    super.viewWillDisappear()
    interactor.stopTimer(request: GatherScene.StopTimer.Request())
  }

  // MARK: - GatherDisplayLogic

  func displayGather(viewModel: GatherScene.FetchGather.ViewModel) {
    layout.teamAScore.text = viewModel.teamAScore
    layout.teamBScore.text = viewModel.teamBScore
    displayTimer(viewModel: viewModel.timer)
    dataSource.sections = viewModel.teams
    layout.table.reloadData()
  }

  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel) {
    layout.setScore(viewModel.goals, for: viewModel.team)
  }

  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel) {
    layout.timerLabel.text = viewModel.timerText
    layout.actionButton.title = viewModel.actionTitle
    if viewModel.closesPicker { layout.hidePicker() }
  }

  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel) {
    layout.showPicker(minutesRow: viewModel.minutesRow, secondsRow: viewModel.secondsRow)
  }

  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.confirmTitle, style: .default) { [weak self] in
        await self?.endGatherConfirmed()
      })
    alert.addAction(AlertAction(title: viewModel.cancelTitle, style: .cancel))
    present(alert)
  }

  func displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: GatherScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  // MARK: - Private

  private func wireActions() {
    layout.sendEvents(to: self)
  }

}

// MARK: - GatherEvents

extension GatherViewController: GatherEvents {
  func cancelTapped() {
    interactor.resetTimer(request: GatherScene.ResetTimer.Request())
  }

  func setTapped() {
    interactor.openPicker(request: GatherScene.OpenPicker.Request())
  }

  func actionTapped() {
    interactor.toggleTimer(request: GatherScene.ToggleTimer.Request())
  }

  func endTapped() {
    interactor.endGather(request: GatherScene.EndGather.Request())
  }

  func endGatherConfirmed() async {
    await interactor.confirmEnd(request: GatherScene.ConfirmEnd.Request())
  }

  // Closing the panel changes no business state, so no request is sent.
  func pickerCancelTapped() {
    layout.hidePicker()
  }

  func pickerDoneTapped(time: GatherTime) {
    interactor.setTimer(request: GatherScene.SetTimer.Request(time: time))
  }

  func scoreStepperChanged(to goals: Int, for team: TeamSection) {
    interactor.changeScore(request: GatherScene.ChangeScore.Request(team: team, goals: goals))
  }
}

import Domain
import ViewKit

/// The view models the Gather presenter hands over.
@MainActor
protocol GatherDisplayLogic: AnyObject {
  /// Shows the teams, scores, countdown, stepper bounds and picker wheels.
  func displayGather(viewModel: GatherScene.FetchGather.ViewModel)
  /// Shows a team's score.
  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel)
  /// Shows the countdown and the action title, closing the picker when asked.
  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel)
  /// Opens the picker at these rows.
  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel)
  /// Asks to confirm ending.
  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel)
  /// Shows the alert, or goes back to the Player List.
  func displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: GatherScene.Loading.ViewModel)
}

/// The VIP view controller of Gather: builds the scores, countdown, teams table and time picker of
/// SPEC §3.7, sends every event to `GatherBusinessLogic`, and asks `GatherRoutingLogic` to go back
/// once the gather ended; the picker panel is in `+Picker`.
@MainActor
final class GatherViewController: ViewController, GatherDisplayLogic {
  // MARK: - Properties

  /// The scene's router; Confirm Players' router reaches its data store through it.
  let router: any GatherRoutingLogic & GatherDataPassing
  // Internal rather than private only because `+Picker` uses them.
  let interactor: any GatherBusinessLogic
  let pickerPanel = View()
  let picker = Picker(identifier: "gather.picker")
  let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")
  private let table = TableView(style: .grouped, identifier: "gather.table")
  private let tableContent = TeamTableDataSource()
  private let teamAScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamAScore")
  private let teamBScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamBScore")
  private let teamAStepper = Stepper(identifier: "gather.teamAStepper")
  private let teamBStepper = Stepper(identifier: "gather.teamBStepper")
  private let timerLabel = Label(identifier: "gather.timer")
  private let cancelButton = Button(
    title: GatherTexts.cancelButton, identifier: "gather.cancelButton")
  private let setButton = Button(title: GatherTexts.setButton, identifier: "gather.setButton")
  private let actionButton = Button(title: "", identifier: "gather.actionButton")
  private let endButton = Button(title: GatherTexts.endButton, identifier: "gather.endButton")

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

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden.
  ///
  /// Sets the title and asks for the gather.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    view.addSubview(row(teamAScore, teamBScore))
    view.addSubview(row(teamAStepper, teamBStepper))
    view.addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    view.addSubview(table)
    view.addSubview(endButton)
    view.addSubview(makePickerPanel())
    table.dataSource = tableContent
    wireEvents()
    title = GatherTexts.title
    interactor.fetchGather(request: GatherScene.FetchGather.Request())
  }

  /// Stops the countdown when the screen is left (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    interactor.controlTimer(request: GatherScene.ControlTimer.Request(action: .stop))
  }

  // MARK: - GatherDisplayLogic

  func displayGather(viewModel: GatherScene.FetchGather.ViewModel) {
    for stepper in [teamAStepper, teamBStepper] {
      stepper.configure(range: viewModel.scoreRange)
    }
    picker.components = viewModel.pickerComponents
    teamAScore.text = viewModel.teamAScore
    teamBScore.text = viewModel.teamBScore
    displayTimer(viewModel: viewModel.timer)
    tableContent.teams = viewModel.teams
    table.reloadData()
  }

  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel) {
    switch viewModel.team {
    case .teamA: teamAScore.text = viewModel.text
    case .teamB: teamBScore.text = viewModel.text
    case .bench: break
    }
  }

  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel) {
    timerLabel.text = viewModel.timerText
    actionButton.title = viewModel.actionTitle
    if viewModel.closesPicker { pickerPanel.isHidden = true }
  }

  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.confirmTitle, style: .default) { [weak self] in
        await self?.interactor.confirmEnd(request: GatherScene.ConfirmEnd.Request())
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

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }

  private func wireEvents() {
    teamAStepper.onValueChanged = { [weak self] value in
      self?.interactor.changeScore(
        request: GatherScene.ChangeScore.Request(team: .teamA, value: value))
    }
    teamBStepper.onValueChanged = { [weak self] value in
      self?.interactor.changeScore(
        request: GatherScene.ChangeScore.Request(team: .teamB, value: value))
    }
    cancelButton.action = { [weak self] in
      self?.interactor.controlTimer(request: GatherScene.ControlTimer.Request(action: .reset))
    }
    setButton.action = { [weak self] in
      self?.interactor.openPicker(request: GatherScene.OpenPicker.Request())
    }
    actionButton.action = { [weak self] in
      self?.interactor.controlTimer(request: GatherScene.ControlTimer.Request(action: .toggle))
    }
    endButton.action = { [weak self] in
      self?.interactor.endGather(request: GatherScene.EndGather.Request())
    }
    wirePickerEvents()
  }
}

import Domain
import ViewKit

/// The view models the Gather presenter hands over.
@MainActor
package protocol GatherDisplayLogic: AnyObject {
  /// Shows the teams, scores, countdown, stepper bounds and picker wheels.
  func displayGather(viewModel: Gather.FetchGather.ViewModel)
  /// Shows a team's score.
  func displayScore(viewModel: Gather.ChangeScore.ViewModel)
  /// Shows the countdown and the action title, closing the picker when asked.
  func displayTimer(viewModel: Gather.UpdateTimer.ViewModel)
  /// Opens the picker at these rows.
  func displayPicker(viewModel: Gather.OpenPicker.ViewModel)
  /// Asks to confirm ending.
  func displayEndConfirmation(viewModel: Gather.EndGather.ViewModel)
  /// Shows the alert, or goes back to the Player List.
  func displayEnd(viewModel: Gather.ConfirmEnd.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: Gather.Loading.ViewModel)
}

/// The VIP view controller of Gather: builds the scores, countdown, teams table and time picker of
/// SPEC §3.7, sends every event to `GatherBusinessLogic`, and asks `GatherRoutingLogic` to go back
/// once the gather ended; the picker panel is in `+Picker`.
@MainActor
package final class GatherViewController: ViewController, GatherDisplayLogic {
  // MARK: - Properties

  /// The scene's router; Confirm Players' router reaches its data store through it.
  package let router: any GatherRoutingLogic & GatherDataPassing
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
  package init(
    interactor: any GatherBusinessLogic, router: any GatherRoutingLogic & GatherDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden.
  package override func loadView() {
    let root = View()
    root.addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    root.addSubview(row(teamAScore, teamBScore))
    root.addSubview(row(teamAStepper, teamBStepper))
    root.addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    root.addSubview(table)
    root.addSubview(endButton)
    root.addSubview(makePickerPanel())
    table.dataSource = tableContent
    view = root
    wireEvents()
  }

  /// Sets the title and asks for the gather.
  package override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    interactor.fetchGather(request: Gather.FetchGather.Request())
  }

  /// Stops the countdown when the screen is left (Back, or the pop after ending).
  package override func viewWillDisappear() {
    super.viewWillDisappear()
    interactor.controlTimer(request: Gather.ControlTimer.Request(action: .stop))
  }

  // MARK: - GatherDisplayLogic

  package func displayGather(viewModel: Gather.FetchGather.ViewModel) {
    for stepper in [teamAStepper, teamBStepper] {
      stepper.minimumValue = Double(viewModel.scoreRange.lowerBound)
      stepper.maximumValue = Double(viewModel.scoreRange.upperBound)
      stepper.stepValue = 1
      stepper.value = stepper.minimumValue
    }
    picker.components = viewModel.pickerComponents
    teamAScore.text = viewModel.teamAScore
    teamBScore.text = viewModel.teamBScore
    displayTimer(viewModel: viewModel.timer)
    tableContent.teams = viewModel.teams
    table.reloadData()
  }

  package func displayScore(viewModel: Gather.ChangeScore.ViewModel) {
    switch viewModel.team {
    case .teamA: teamAScore.text = viewModel.text
    case .teamB: teamBScore.text = viewModel.text
    case .bench: break
    }
  }

  package func displayTimer(viewModel: Gather.UpdateTimer.ViewModel) {
    timerLabel.text = viewModel.timerText
    actionButton.title = viewModel.actionTitle
    if viewModel.closesPicker { pickerPanel.isHidden = true }
  }

  package func displayEndConfirmation(viewModel: Gather.EndGather.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.confirmTitle, style: .default) { [weak self] in
        await self?.interactor.confirmEnd(request: Gather.ConfirmEnd.Request())
      })
    alert.addAction(AlertAction(title: viewModel.cancelTitle, style: .cancel))
    present(alert)
  }

  package func displayEnd(viewModel: Gather.ConfirmEnd.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    present(alert)
  }

  package func displayLoading(viewModel: Gather.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  // MARK: - Private

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }

  private func wireEvents() {
    teamAStepper.onValueChanged = { [weak self] value in
      self?.interactor.changeScore(request: Gather.ChangeScore.Request(team: .teamA, value: value))
    }
    teamBStepper.onValueChanged = { [weak self] value in
      self?.interactor.changeScore(request: Gather.ChangeScore.Request(team: .teamB, value: value))
    }
    cancelButton.action = { [weak self] in
      self?.interactor.controlTimer(request: Gather.ControlTimer.Request(action: .reset))
    }
    setButton.action = { [weak self] in
      self?.interactor.openPicker(request: Gather.OpenPicker.Request())
    }
    actionButton.action = { [weak self] in
      self?.interactor.controlTimer(request: Gather.ControlTimer.Request(action: .toggle))
    }
    endButton.action = { [weak self] in
      self?.interactor.endGather(request: Gather.EndGather.Request())
    }
    wirePickerEvents()
  }
}

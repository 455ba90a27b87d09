import Domain
import ViewKit

/// What Gather tells the screen that started it (the Player List, through Confirm Players).
@MainActor
protocol GatherViewControllerDelegate: AnyObject {
  /// The gather was ended on the server; the Player List goes back to list mode and pops to itself.
  func gatherViewControllerDidEndGather(_ controller: GatherViewController)
}

/// The MVC view controller of Gather: keeps the scores, drives the `GatherTimer` countdown and
/// the time picker, shows the teams, and ends the gather through `GatherService`.
///
/// The layout is here; the teams table is in `+DataSource`, the countdown and picker in
/// `+Timer`, the scores and End Gather in `+Actions`.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  /// Told when the gather has ended, so the Player List can close the flow.
  weak var delegate: (any GatherViewControllerDelegate)?
  // Internal rather than private only because the `+Topic` extensions use them.
  let gatherService: any GatherService
  let model: GatherModel
  let timer: GatherTimer
  /// The two playing teams, in section and score order; the bench does not play.
  let teams: [TeamSection] = [.teamA, .teamB]
  var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]
  let table = TableView(style: .grouped, identifier: "gather.table")
  let pickerPanel = View()
  let picker = Picker(identifier: "gather.picker")
  let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")
  let teamAScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamAScore")
  let teamBScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamBScore")
  let teamAStepper = Stepper(identifier: "gather.teamAStepper")
  let teamBStepper = Stepper(identifier: "gather.teamBStepper")
  let timerLabel = Label(identifier: "gather.timer")
  let cancelButton = Button(title: GatherTexts.cancelButton, identifier: "gather.cancelButton")
  let setButton = Button(title: GatherTexts.setButton, identifier: "gather.setButton")
  let actionButton = Button(title: "", identifier: "gather.actionButton")
  let endButton = Button(title: GatherTexts.endButton, identifier: "gather.endButton")

  // MARK: - Init

  /// Creates the screen of the gather in `model`, ending it through `gatherService` and counting
  /// down on `clock`; `delegate` hears when it has ended.
  init(
    model: GatherModel, gatherService: any GatherService, clock: any TimerClock,
    delegate: (any GatherViewControllerDelegate)?
  ) {
    self.gatherService = gatherService
    self.model = model
    self.delegate = delegate
    timer = GatherTimer(clock: clock)
    super.init()
    timer.onTick = { [weak self] in self?.showTimer() }
  }

  // MARK: - Lifecycle

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden, and fills them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    view.addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    view.addSubview(row(teamAScore, teamBScore))
    view.addSubview(row(teamAStepper, teamBStepper))
    view.addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    view.addSubview(table)
    view.addSubview(endButton)
    view.addSubview(makePickerPanel())
    table.dataSource = self
    configureSteppers()
    wireActions()
    showTimer()
  }

  /// Stops the countdown when the screen is left: Back, or the pop after ending.
  override func viewWillDisappear() {
    super.viewWillDisappear()
    timer.stop()
  }

  // MARK: - Private

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }

  private func configureSteppers() {
    for stepper in [teamAStepper, teamBStepper] {
      stepper.configure(range: GatherResult.scoreRange)
    }
  }

  private func wireActions() {
    teamAStepper.onValueChanged = { [weak self] value in
      self?.scoreStepperChanged(to: value, for: .teamA)
    }
    teamBStepper.onValueChanged = { [weak self] value in
      self?.scoreStepperChanged(to: value, for: .teamB)
    }
    cancelButton.action = { [weak self] in self?.cancelTapped() }
    setButton.action = { [weak self] in self?.setTapped() }
    actionButton.action = { [weak self] in self?.actionTapped() }
    endButton.action = { [weak self] in self?.endGatherTapped() }
    pickerCancelButton.action = { [weak self] in self?.pickerPanel.isHidden = true }
    pickerDoneButton.action = { [weak self] in self?.pickerDoneTapped() }
  }
}

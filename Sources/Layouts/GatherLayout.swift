import Domain
import ViewKit

/// Gather (SPEC §3.7): the score area, the timer row, the teams table, End Gather, and the
/// hidden time-picker panel.
@MainActor
package final class GatherLayout: ScreenLayout {
  /// Team A's score, `0` at first.
  package let teamAScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamAScore")
  /// Team B's score, `0` at first.
  package let teamBScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamBScore")
  /// Team A's score stepper, over the score range.
  package let teamAStepper = Stepper(identifier: "gather.teamAStepper")
  /// Team B's score stepper, over the score range.
  package let teamBStepper = Stepper(identifier: "gather.teamBStepper")
  /// The countdown, `mm:ss`.
  package let timerLabel = Label(identifier: "gather.timer")
  /// Stops the countdown and resets it.
  package let cancelButton = Button(
    title: GatherTexts.cancelButton, identifier: "gather.cancelButton")
  /// Opens the picker panel.
  package let setButton = Button(title: GatherTexts.setButton, identifier: "gather.setButton")
  /// Start, Pause or Resume; its title is the screen's to set.
  package let actionButton = Button(title: "", identifier: "gather.actionButton")
  /// The two teams; see `TeamTableDataSource`.
  package let table = TableView(style: .grouped, identifier: "gather.table")
  /// Ends the gather, after a confirmation.
  package let endButton = Button(title: GatherTexts.endButton, identifier: "gather.endButton")
  /// The panel holding the picker and its Cancel/Done toolbar; hidden until Set.
  package let pickerPanel = View()
  /// The minutes and seconds wheels.
  package let picker = Picker(identifier: "gather.picker")
  /// Closes the panel without a change.
  package let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  /// Sets the countdown to the picked time.
  package let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")

  package let arrangedViews: [View]

  /// Builds the screen in the order of SPEC §3.7, the picker panel hidden.
  package init() {
    for stepper in [teamAStepper, teamBStepper] {
      stepper.configure(range: GatherResult.scoreRange)
    }
    picker.components = [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
    pickerPanel.isHidden = true
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(Self.row(pickerCancelButton, pickerDoneButton))
    arrangedViews = [
      Self.row(
        Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)),
      Self.row(teamAScore, teamBScore),
      Self.row(teamAStepper, teamBStepper),
      Self.row(timerLabel, cancelButton, setButton, actionButton),
      table,
      endButton,
      pickerPanel,
    ]
  }

  /// Sends each score stepper's new score, with the team it scores for, to `handler`: the
  /// stepper's `Double` read once here as the goals it stands for.
  package func onScoreStepperChanged(
    _ handler: @escaping @MainActor (_ goals: Int, _ team: TeamSection) -> Void
  ) {
    for (stepper, team) in [(teamAStepper, TeamSection.teamA), (teamBStepper, .teamB)] {
      stepper.onValueChanged = { value in
        if let goals = GatherResult.goals(fromStepperValue: value) { handler(goals, team) }
      }
    }
  }

  /// Sends every event of the screen's widgets to `events`, held weakly: the steppers, the timer
  /// row's buttons, End Gather, and the picker's Cancel and Done (with the wheels' time).
  package func sendEvents(to events: any GatherEvents) {
    onScoreStepperChanged { [weak events] in events?.scoreStepperChanged(to: $0, for: $1) }
    cancelButton.action = { [weak events] in events?.cancelTapped() }
    setButton.action = { [weak events] in events?.setTapped() }
    actionButton.action = { [weak events] in events?.actionTapped() }
    endButton.action = { [weak events] in events?.endTapped() }
    pickerCancelButton.action = { [weak events] in events?.pickerCancelTapped() }
    pickerDoneButton.action = { [weak self, weak events] in
      guard let self else { return }
      events?.pickerDoneTapped(time: pickedTime)
    }
  }

  /// Shows `goals` in the score label of `team`; the bench, which does not play, has none.
  package func setScore(_ goals: Int, for team: TeamSection) {
    let labels = [TeamSection.teamA: teamAScore, .teamB: teamBScore]
    labels[team]?.text = String(goals)
  }

  /// Puts the wheels on the given rows, the panel left as it is.
  package func selectPickerRows(minutes minutesRow: Int, seconds secondsRow: Int) {
    picker.selectRow(minutesRow, inComponent: 0)
    picker.selectRow(secondsRow, inComponent: 1)
  }

  /// Shows the picker panel with the wheels on the given rows.
  package func showPicker(minutesRow: Int, secondsRow: Int) {
    selectPickerRows(minutes: minutesRow, seconds: secondsRow)
    pickerPanel.isHidden = false
  }

  /// Shows the picker panel with the wheels on `time`.
  package func showPicker(at time: GatherTime) {
    let rows = time.pickerRows
    showPicker(minutesRow: rows.minutes, secondsRow: rows.seconds)
  }

  /// Hides the picker panel.
  package func hidePicker() {
    pickerPanel.isHidden = true
  }

  /// The time the wheels are on: the one reader of the picker, for every pattern.
  package var pickedTime: GatherTime {
    GatherTime(
      minutesRow: picker.selectedRow(inComponent: 0),
      secondsRow: picker.selectedRow(inComponent: 1))
  }

  private static func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }
}

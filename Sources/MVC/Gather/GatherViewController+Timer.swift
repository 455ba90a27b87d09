import Domain
import ViewKit

extension GatherViewController {
  // MARK: - Countdown

  /// Start, Pause or Resume.
  func actionTapped() {
    timer.toggle()
    actionButton.title = timer.actionTitle
  }

  /// Cancel next to the timer: back to 10:00, stopped, and the picker closed.
  func cancelTapped() {
    timer.reset()
    showTimer()
    pickerPanel.isHidden = true
  }

  /// Shows the time left and the action title; also run on every tick.
  func showTimer() {
    timerLabel.text = timer.text
    actionButton.title = timer.actionTitle
  }

  // MARK: - Picker

  /// Set: opens the picker at the time left.
  ///
  /// The countdown keeps going while the picker is open; only Done changes it.
  func setTapped() {
    let rows = timer.time.pickerRows
    picker.selectRow(rows.minutes, inComponent: 0)
    picker.selectRow(rows.seconds, inComponent: 1)
    pickerPanel.isHidden = false
  }

  /// The picker's Done: sets the countdown to the wheels' time and closes the picker.
  func pickerDoneTapped() {
    timer.set(
      GatherTime(
        minutesRow: picker.selectedRow(inComponent: 0),
        secondsRow: picker.selectedRow(inComponent: 1)))
    showTimer()
    pickerPanel.isHidden = true
  }

  /// Builds the hidden panel: the two wheels, then the Cancel/Done toolbar.
  func makePickerPanel() -> View {
    picker.components = [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
    pickerPanel.isHidden = true
    pickerPanel.addSubview(picker)
    pickerPanel.addSubview(
      StackView(axis: .horizontal, arrangedSubviews: [pickerCancelButton, pickerDoneButton]))
    return pickerPanel
  }

}

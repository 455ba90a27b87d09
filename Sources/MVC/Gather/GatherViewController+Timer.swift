import Domain
import Layouts
import ViewKit

extension GatherViewController {
  // MARK: - Countdown

  /// Start, Pause or Resume.
  func actionTapped() {
    timer.toggle()
    layout.actionButton.title = timer.actionTitle
  }

  /// Cancel next to the timer: back to 10:00, stopped, and the picker closed.
  func cancelTapped() {
    timer.reset()
    showTimer()
    layout.hidePicker()
  }

  /// Shows the time left and the action title; also run on every tick.
  func showTimer() {
    layout.timerLabel.text = timer.text
    layout.actionButton.title = timer.actionTitle
  }

  // MARK: - Picker

  /// Set: opens the picker at the time left.
  ///
  /// The countdown keeps going while the picker is open; only Done changes it.
  func setTapped() {
    layout.showPicker(at: timer.time)
  }

  /// The picker's Done with the wheels on `time`: sets the countdown to it and closes the picker.
  func pickerDoneTapped(time: GatherTime) {
    timer.set(time)
    showTimer()
    layout.hidePicker()
  }

  /// The picker's Cancel: closes the picker, the countdown unchanged.
  func pickerCancelTapped() {
    layout.hidePicker()
  }
}

import Domain

extension GatherViewModel {
  // MARK: - Inputs: timer and picker

  /// The action button was tapped: start, pause or resume; nothing at 00:00.
  func actionTapped() {
    timer.toggle()
    actionTitle = timer.actionTitle
  }

  /// Cancel next to the timer was tapped: back to 10:00, and the picker closes.
  func cancelTapped() {
    timer.reset()
    publishTimer()
    isPickerShown = false
  }

  /// Set was tapped: open the picker at the time left; the countdown keeps going.
  func setTapped() {
    let rows = timer.time.pickerRows
    pickerRows = PickerRows(minutes: rows.minutes, seconds: rows.seconds)
    isPickerShown = true
  }

  /// The picker's Done was tapped: stop at the time the wheels are on.
  func pickerDoneTapped() {
    pickerDoneTapped(
      time: GatherTime(minutesRow: pickerRows.minutes, secondsRow: pickerRows.seconds))
  }

  /// The picker's Done was tapped with the wheels on `time`: stop at it.
  func pickerDoneTapped(time: GatherTime) {
    timer.set(time)
    publishTimer()
    isPickerShown = false
  }

  /// The picker's Cancel was tapped: only the picker closes.
  func pickerCancelTapped() {
    isPickerShown = false
  }

  // MARK: - Helpers

  /// Publishes the time left and the action title.
  func publishTimer() {
    timerText = timer.text
    actionTitle = timer.actionTitle
  }
}

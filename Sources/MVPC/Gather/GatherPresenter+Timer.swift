import Domain

// MARK: - Timer and picker inputs

extension GatherPresenter {
  var pickerComponents: [[String]] {
    [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
  }

  func actionTapped() {
    timer.toggle()
    view?.setActionTitle(timer.actionTitle)
  }

  func cancelTapped() {
    timer.reset()
    showTimer()
    view?.hidePicker()
  }

  func setTapped() {
    // The countdown keeps going while the picker is open; only Done changes it.
    let rows = timer.time.pickerRows
    view?.showPicker(minutesRow: rows.minutes, secondsRow: rows.seconds)
  }

  func pickerDoneTapped(minutesRow: Int, secondsRow: Int) {
    timer.set(GatherTime(minutesRow: minutesRow, secondsRow: secondsRow))
    showTimer()
    view?.hidePicker()
  }

  func pickerCancelTapped() {
    view?.hidePicker()
  }

  // MARK: - Helpers

  /// Shows the time left and the action title; also run on every tick.
  func showTimer() {
    view?.setTimerText(timer.text)
    view?.setActionTitle(timer.actionTitle)
  }
}

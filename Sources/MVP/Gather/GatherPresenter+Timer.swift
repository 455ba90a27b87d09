import Domain

// MARK: - Timer and picker inputs

extension GatherPresenter {
  package var pickerComponents: [[String]] {
    [
      GatherTime.pickerRange.map(GatherTime.minutesTitle),
      GatherTime.pickerRange.map(GatherTime.secondsTitle),
    ]
  }

  package func actionTapped() {
    timer.toggle()
    view?.setActionTitle(timer.actionTitle)
  }

  package func cancelTapped() {
    timer.reset()
    showTimer()
    view?.hidePicker()
  }

  package func setTapped() {
    // The countdown keeps going while the picker is open; only Done changes it.
    let rows = timer.time.pickerRows
    view?.showPicker(minutesRow: rows.minutes, secondsRow: rows.seconds)
  }

  package func pickerDoneTapped(minutesRow: Int, secondsRow: Int) {
    timer.set(GatherTime(minutesRow: minutesRow, secondsRow: secondsRow))
    showTimer()
    view?.hidePicker()
  }

  package func pickerCancelTapped() {
    view?.hidePicker()
  }

  // MARK: - Helpers

  /// Shows the time left and the action title; also run on every tick.
  func showTimer() {
    view?.setTimerText(timer.text)
    view?.setActionTitle(timer.actionTitle)
  }
}

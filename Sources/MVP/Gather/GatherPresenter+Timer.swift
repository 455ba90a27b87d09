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
    view?.showPicker(
      minutesRow: row(of: timer.time.minutes), secondsRow: row(of: timer.time.seconds))
  }

  package func pickerDoneTapped(minutesRow: Int, secondsRow: Int) {
    timer.set(GatherTime(minutes: value(ofRow: minutesRow), seconds: value(ofRow: secondsRow)))
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

  private func row(of value: Int) -> Int { value - GatherTime.pickerRange.lowerBound }

  private func value(ofRow row: Int) -> Int {
    let range = GatherTime.pickerRange
    return min(max(range.lowerBound + row, range.lowerBound), range.upperBound)
  }
}

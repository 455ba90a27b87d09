import Domain

// MARK: - Timer and picker inputs

extension GatherPresenter {
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
    view?.showPicker(at: timer.time)
  }

  func pickerDoneTapped(time: GatherTime) {
    timer.set(time)
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

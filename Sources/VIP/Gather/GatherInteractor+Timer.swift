import Domain

// MARK: - Countdown and picker

extension GatherInteractor {
  func controlTimer(request: GatherScene.ControlTimer.Request) {
    switch request.action {
    case .toggle:
      timer.toggle()
      presentTimer(closesPicker: false)
    case .reset:
      timer.reset()
      presentTimer(closesPicker: true)
    case .set(let minutesRow, let secondsRow):
      timer.set(GatherTime(minutesRow: minutesRow, secondsRow: secondsRow))
      presentTimer(closesPicker: true)
    case .stop:
      timer.stop()
    }
  }

  func openPicker(request: GatherScene.OpenPicker.Request) {
    // The countdown keeps going while the picker is open; only Done changes it.
    presenter.presentPicker(response: GatherScene.OpenPicker.Response(time: timer.time))
  }

  // MARK: - Helpers

  /// Hands the time left and the state over; also run on every tick.
  func presentTimer(closesPicker: Bool) {
    presenter.presentTimer(
      response: GatherScene.UpdateTimer.Response(
        time: timer.time, state: timer.state, closesPicker: closesPicker))
  }
}

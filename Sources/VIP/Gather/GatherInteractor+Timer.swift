import Domain

// MARK: - Countdown and picker

extension GatherInteractor {
  func toggleTimer(request: GatherScene.ToggleTimer.Request) {
    timer.toggle()
    presentTimer(closesPicker: false)
  }

  func resetTimer(request: GatherScene.ResetTimer.Request) {
    timer.reset()
    presentTimer(closesPicker: true)
  }

  func setTimer(request: GatherScene.SetTimer.Request) {
    timer.set(request.time)
    presentTimer(closesPicker: true)
  }

  func stopTimer(request: GatherScene.StopTimer.Request) {
    timer.stop()
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

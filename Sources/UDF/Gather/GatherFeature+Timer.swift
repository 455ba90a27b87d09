import Domain

extension GatherFeature {
  /// Marks the tick loop, so Pause, Cancel, Done, 00:00 and the end stop it.
  struct TimerID: Hashable, Sendable {}

  /// The countdown and the time picker; the rules are Domain's `GatherCountdown`, the ticks an
  /// effect on the injected clock.
  func reduceTimer(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .actionTapped:
      state.countdown.toggle()
      return state.countdown.isRunning ? ticks() : .cancel(id: TimerID())
    case .timerTicked:
      state.countdown.tick()
      return state.countdown.isRunning ? .none : .cancel(id: TimerID())
    case .cancelTapped:
      state.countdown.reset()
      state.pickerTime = nil
      return .cancel(id: TimerID())
    case .setTapped:
      // The countdown keeps going while the picker is open; only Done changes it.
      state.pickerTime = state.countdown.time
      return .none
    case .pickerCancelTapped:
      state.pickerTime = nil
      return .none
    case .pickerChanged(let time):
      guard state.pickerTime != nil else { return .none }
      state.pickerTime = time
      return .none
    case .pickerDoneTapped:
      guard let time = state.pickerTime else { return .none }
      state.countdown.set(time)
      state.pickerTime = nil
      return .cancel(id: TimerID())
    default:
      return .none
    }
  }

  /// One `timerTicked` a second on the clock until cancelled.
  private func ticks() -> Effect<Action> {
    .run { [clock] send in
      while true {
        do { try await clock.sleep(for: .seconds(1)) } catch { return }
        send(.timerTicked)
      }
    }
    .cancellable(id: TimerID(), cancelInFlight: true)
  }
}

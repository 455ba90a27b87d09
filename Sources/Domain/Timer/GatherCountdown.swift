/// The rules of the match countdown (SPEC §1.5) as a value.
///
/// What Start/Pause/Resume, Cancel, the picker's Done and a tick do to the time and the state;
/// who makes the ticks is the caller's business: `GatherTimer` sleeps on a clock, a reducer
/// returns an effect.
package struct GatherCountdown: Sendable, Equatable {
  /// Whether the countdown is ticking.
  package enum State: Sendable, Equatable {
    case stopped, running, paused

    /// The action button's title in this state.
    package var actionTitle: String {
      switch self {
      case .stopped: "Start"
      case .running: "Pause"
      case .paused: "Resume"
      }
    }
  }

  /// The time left.
  package private(set) var time: GatherTime
  /// Stopped, running or paused.
  package private(set) var state: State = .stopped

  /// A stopped countdown at `time` (10:00 unless told otherwise).
  package init(time: GatherTime = .defaultTime) {
    self.time = time
  }

  /// The label text, `MM:SS`.
  package var text: String { time.text }

  /// The action button's title for the current state.
  package var actionTitle: String { state.actionTitle }

  /// Whether ticks should be coming.
  package var isRunning: Bool { state == .running }

  /// The action button: start or resume when stopped or paused, pause when running; nothing at
  /// 00:00.
  package mutating func toggle() {
    guard !time.isZero else { return }
    state = state == .running ? .paused : .running
  }

  /// "Cancel": stops and goes back to 10:00.
  package mutating func reset() {
    state = .stopped
    time = .defaultTime
  }

  /// The picker's "Done": stops and sets a new time.
  package mutating func set(_ newTime: GatherTime) {
    state = .stopped
    time = newTime
  }

  /// Stops and keeps the time (on a successful end, or when the screen is left ).
  package mutating func stop() {
    state = .stopped
  }

  /// One second has passed while running: one second less, and stopped at 00:00.
  package mutating func tick() {
    guard state == .running else { return }
    time = time.decremented()
    if time.isZero { state = .stopped }
  }
}

/// The match countdown of the Gather screen (SPEC §1.5), ticking once a second on a `TimerClock`.
@MainActor
package final class GatherTimer {
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

  package private(set) var time: GatherTime
  package private(set) var state: State = .stopped
  /// Called after every tick, so the screen can refresh the label and the action title.
  package var onTick: (@MainActor () -> Void)?

  private let clock: any TimerClock
  private var ticking: Task<Void, Never>?

  /// Creates a stopped countdown at `time` (10:00 unless told otherwise).
  package init(clock: any TimerClock, time: GatherTime = .defaultTime) {
    self.clock = clock
    self.time = time
  }

  // Not `isolated deinit`: that needs the macOS 15.4 runtime and the package supports macOS 14.
  // A nonisolated deinit may still touch `ticking`, a Sendable value no one else can reach now.
  deinit {
    ticking?.cancel()
  }

  /// The label text, `MM:SS`.
  package var text: String { time.text }

  /// The action button's title for the current state.
  package var actionTitle: String { state.actionTitle }

  /// The action button: start or resume when stopped or paused, pause when running; nothing at 00:00.
  package func toggle() {
    guard !time.isZero else { return }
    switch state {
    case .stopped, .paused: startTicking()
    case .running:
      stopTicking()
      state = .paused
    }
  }

  /// "Cancel": stops and goes back to 10:00.
  package func reset() {
    stop()
    time = .defaultTime
  }

  /// The picker's "Done": stops and sets a new time.
  package func set(_ newTime: GatherTime) {
    stop()
    time = newTime
  }

  /// Stops ticking and keeps the time (on a successful end, or when the screen is left ).
  package func stop() {
    stopTicking()
    state = .stopped
  }

  private func startTicking() {
    state = .running
    ticking = Task { [weak self, clock] in
      while !Task.isCancelled {
        do { try await clock.sleep(for: .seconds(1)) } catch { return }
        guard let self, !Task.isCancelled else { return }
        self.tick()
        if self.state != .running { return }
      }
    }
  }

  private func tick() {
    time = time.decremented()
    if time.isZero {
      stopTicking()
      state = .stopped
    }
    onTick?()
  }

  private func stopTicking() {
    ticking?.cancel()
    ticking = nil
  }
}

/// The match countdown of the Gather screen (SPEC §1.5), ticking once a second on a `TimerClock`;
/// the rules are `GatherCountdown`'s, this class only makes the ticks.
@MainActor
package final class GatherTimer {
  /// Whether the countdown is ticking.
  package typealias State = GatherCountdown.State

  /// The time left.
  package var time: GatherTime { countdown.time }
  /// Stopped, running or paused.
  package var state: State { countdown.state }
  /// Called after every tick, so the screen can refresh the label and the action title.
  package var onTick: (@MainActor () -> Void)?

  private var countdown: GatherCountdown
  private let clock: any TimerClock
  private var ticking: Task<Void, Never>?

  /// Creates a stopped countdown at `time` (10:00 unless told otherwise).
  package init(clock: any TimerClock, time: GatherTime = .defaultTime) {
    self.clock = clock
    countdown = GatherCountdown(time: time)
  }

  // Not `isolated deinit`: that needs the macOS 15.4 runtime and the package supports macOS 14.
  // A nonisolated deinit may still touch `ticking`, a Sendable value no one else can reach now.
  deinit {
    ticking?.cancel()
  }

  /// The label text, `MM:SS`.
  package var text: String { countdown.text }

  /// The action button's title for the current state.
  package var actionTitle: String { countdown.actionTitle }

  /// The action button: start or resume when stopped or paused, pause when running; nothing at 00:00.
  package func toggle() {
    countdown.toggle()
    if countdown.isRunning { startTicking() } else { stopTicking() }
  }

  /// "Cancel": stops and goes back to 10:00.
  package func reset() {
    stopTicking()
    countdown.reset()
  }

  /// The picker's "Done": stops and sets a new time.
  package func set(_ newTime: GatherTime) {
    stopTicking()
    countdown.set(newTime)
  }

  /// Stops ticking and keeps the time (on a successful end, or when the screen is left ).
  package func stop() {
    stopTicking()
    countdown.stop()
  }

  private func startTicking() {
    let clock = clock
    let ticks: @MainActor @Sendable () async -> Void = { [weak self] in
      while !Task.isCancelled {
        do { try await clock.sleep(for: .seconds(1)) } catch { return }
        guard let self, !Task.isCancelled else { return }
        self.tick()
        if !self.countdown.isRunning { return }
      }
    }
    // Detached: the countdown outlives the tap that starts it, so it takes none of that tap's
    // task-local values (a declarative UI waits for the tasks a tap starts).
    ticking = Task.detached(operation: ticks)
  }

  private func tick() {
    countdown.tick()
    if !countdown.isRunning { stopTicking() }
    onTick?()
  }

  private func stopTicking() {
    ticking?.cancel()
    ticking = nil
  }
}

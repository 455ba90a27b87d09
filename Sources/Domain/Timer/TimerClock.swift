/// The time source the gather countdown sleeps on.
///
/// `sleep` is main-actor isolated so that a manual clock in tests wakes the countdown on the main
/// actor directly, with no hop in between, and a test can tell when a tick has been handled.
package protocol TimerClock: Sendable {
  /// Suspends for `duration`; throws `CancellationError` when the sleeping task is cancelled.
  @MainActor func sleep(for duration: Duration) async throws
}

/// The real clock: sleeps on `ContinuousClock`.
package struct SystemTimerClock: TimerClock {
  /// Creates the clock.
  package init() {}

  /// Sleeps for real.
  @MainActor package func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}

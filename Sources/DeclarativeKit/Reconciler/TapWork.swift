import Foundation

/// The work a tap started: what lets the driver wait for a synchronous action's tasks to end.
///
/// SwiftUI's actions are synchronous; the work they start runs in `Task { … }`, and a task
/// inherits its creator's task-local values. The kit runs each action with a new `TapWork` bound
/// to `current`, so every task the action starts (and every task those start) holds it until the
/// task ends; when the last holder lets go, `Ending` ends and the window's wait for it returns.
/// Limits: a task meant to outlive the tap (a countdown) must be started with `Task.detached`,
/// or the driver waits for it; work handed to another queue (Dispatch) is not seen.
final class TapWork: Sendable {
  /// The work of the tap whose action or task is running, if any.
  @TaskLocal static var current: TapWork?

  private let ending: Ending

  init(_ ending: Ending) {
    self.ending = ending
  }

  deinit {
    ending.end()
  }

  /// Ends once, when the last task holding its `TapWork` has ended.
  final class Ending: @unchecked Sendable {
    // A task may end on any thread: the state is guarded by the lock.
    private let lock = NSLock()
    private var ended = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Whether every task of the tap has ended.
    var hasEnded: Bool { lock.withLock { ended } }

    func end() {
      let waiting = lock.withLock {
        ended = true
        defer { waiter = nil }
        return waiter
      }
      waiting?.resume()
    }

    /// Returns once every task of the tap has ended.
    func wait() async {
      await withCheckedContinuation { continuation in
        let hasEnded = lock.withLock {
          if !ended { waiter = continuation }
          return ended
        }
        if hasEnded { continuation.resume() }
      }
    }
  }
}

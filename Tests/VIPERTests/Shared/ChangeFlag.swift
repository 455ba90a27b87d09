import Foundation

/// Whether an observed value changed, raised from Observation's `@Sendable` change handler.
///
/// Unchecked: every access holds the lock (Synchronization's `Mutex` needs a newer macOS than
/// the package supports).
final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  /// Marks the change.
  func raise() {
    lock.lock()
    raised = true
    lock.unlock()
  }

  /// Whether a change was marked.
  var isRaised: Bool {
    lock.lock()
    defer { lock.unlock() }
    return raised
  }
}

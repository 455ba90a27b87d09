import Foundation

/// Whether an observed value changed, raised from Observation's `@Sendable` change handler.
final class ChangeFlag: @unchecked Sendable {
  // Guarded by `lock`: a lock, not `Mutex`, which needs macOS 15.
  private var raised = false
  private let lock = NSLock()

  /// Marks the change.
  func raise() { lock.withLock { raised = true } }

  /// Whether a change was marked.
  var isRaised: Bool { lock.withLock { raised } }
}

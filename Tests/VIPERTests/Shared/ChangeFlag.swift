import Synchronization

/// Whether an observed value changed, raised from Observation's `@Sendable` change handler.
final class ChangeFlag: Sendable {
  private let raised = Mutex(false)

  /// Marks the change.
  func raise() { raised.withLock { $0 = true } }

  /// Whether a change was marked.
  var isRaised: Bool { raised.withLock { $0 } }
}

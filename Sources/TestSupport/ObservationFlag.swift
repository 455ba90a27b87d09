import Foundation
import Observation

/// Whether anything a read touched has changed since: the read runs under Observation's
/// tracking, and the flag goes up at the first change, as a declarative screen is told to
/// evaluate again.
package final class ObservationFlag: @unchecked Sendable {
  // Guarded by `lock` (Observation calls back from a `@Sendable` handler); a lock, not `Mutex`,
  // which needs macOS 15.
  private var raised = false
  private let lock = NSLock()

  /// Tracks what `read` reads, such as `{ _ = viewState.values }`.
  @MainActor
  package init(tracking read: () -> Void) {
    withObservationTracking(read) { [self] in lock.withLock { raised = true } }
  }

  /// Whether a change was seen.
  package var isRaised: Bool { lock.withLock { raised } }
}

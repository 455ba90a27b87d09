@testable import MVPC

/// Counts how often Gather reports that it has ended.
@MainActor
final class GatherPresenterDelegateSpy: GatherPresenterDelegate {
  /// How many times `gatherDidEnd()` was called.
  private(set) var endCount = 0

  func gatherDidEnd() { endCount += 1 }
}

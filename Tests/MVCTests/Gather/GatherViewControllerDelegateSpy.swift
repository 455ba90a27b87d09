@testable import MVC

/// Records what Gather tells the screen that started it.
@MainActor
final class GatherViewControllerDelegateSpy: GatherViewControllerDelegate {
  /// One report from Gather.
  enum Call: Equatable {
    case didEndGather
  }

  /// Every report, in order.
  private(set) var calls: [Call] = []

  func gatherViewControllerDidEndGather(_ controller: GatherViewController) {
    calls.append(.didEndGather)
  }
}

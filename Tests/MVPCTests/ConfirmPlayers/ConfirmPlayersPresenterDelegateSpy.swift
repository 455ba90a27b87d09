import Domain

@testable import MVPC

/// Records what Confirm Players tells its coordinator.
@MainActor
final class ConfirmPlayersPresenterDelegateSpy: ConfirmPlayersPresenterDelegate {
  /// One message to the delegate.
  enum Call: Equatable {
    case didStartGather(GatherModel)
  }

  /// Every message so far, in order.
  private(set) var calls: [Call] = []

  func didStartGather(_ model: GatherModel) { calls.append(.didStartGather(model)) }
}

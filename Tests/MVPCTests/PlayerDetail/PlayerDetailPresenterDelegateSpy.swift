import Domain

@testable import MVPC

/// Records what Player Detail tells its coordinator.
@MainActor
final class PlayerDetailPresenterDelegateSpy: PlayerDetailPresenterDelegate {
  /// One message to the delegate.
  enum Call: Equatable {
    case didSelectField(PlayerField, playerID: Int)
  }

  /// Every message so far, in order.
  private(set) var calls: [Call] = []

  func didSelectField(_ field: PlayerField, of player: Player) {
    calls.append(.didSelectField(field, playerID: player.id))
  }
}

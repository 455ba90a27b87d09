import Domain

@testable import MVPC

/// Records the players Player Edit reports as updated.
@MainActor
final class PlayerEditPresenterDelegateSpy: PlayerEditPresenterDelegate {
  /// Every player reported, in order.
  private(set) var updatedPlayers: [Player] = []

  func playerEdit(didUpdate player: Player) { updatedPlayers.append(player) }
}

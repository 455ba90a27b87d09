import Domain

@testable import MVP

/// Records the players Player Detail reports as updated.
@MainActor
final class PlayerDetailPresenterDelegateSpy: PlayerDetailPresenterDelegate {
  /// Every player reported, in order.
  private(set) var updatedPlayers: [Player] = []

  func playerDetail(didUpdate player: Player) { updatedPlayers.append(player) }
}

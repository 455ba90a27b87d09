import Domain

@testable import MVC

/// Records what Player Detail tells the screen that pushed it.
@MainActor
final class PlayerDetailViewControllerDelegateSpy: PlayerDetailViewControllerDelegate {
  /// One report from Player Detail.
  enum Call: Equatable {
    case didUpdate(Player)
  }

  /// Every report, in order.
  private(set) var calls: [Call] = []

  /// The players reported as updated, in order (players compare by id, so tests read fields).
  var updatedPlayers: [Player] {
    calls.map { call in
      switch call {
      case .didUpdate(let player): player
      }
    }
  }

  func playerDetailViewController(
    _ controller: PlayerDetailViewController, didUpdate player: Player
  ) {
    calls.append(.didUpdate(player))
  }
}

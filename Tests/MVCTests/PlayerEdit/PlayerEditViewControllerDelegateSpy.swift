import Domain

@testable import MVC

/// Records what Player Edit tells the screen that pushed it.
@MainActor
final class PlayerEditViewControllerDelegateSpy: PlayerEditViewControllerDelegate {
  /// One report from Player Edit.
  enum Call: Equatable {
    case didUpdate(Player)
  }

  /// Every report, in order.
  private(set) var calls: [Call] = []
  /// Whether Player Edit was still on top of the stack when it reported, for each report.
  private(set) var wasOnTopWhenTold: [Bool] = []

  /// The players reported as updated, in order (players compare by id, so tests read fields).
  var updatedPlayers: [Player] {
    calls.map { call in
      switch call {
      case .didUpdate(let player): player
      }
    }
  }

  func playerEditViewController(_ controller: PlayerEditViewController, didUpdate player: Player) {
    calls.append(.didUpdate(player))
    wasOnTopWhenTold.append(controller.navigationController?.topViewController === controller)
  }
}

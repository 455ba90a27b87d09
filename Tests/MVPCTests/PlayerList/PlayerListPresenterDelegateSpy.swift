import Domain

@testable import MVPC

/// Records what Player List tells its coordinator.
@MainActor
final class PlayerListPresenterDelegateSpy: PlayerListPresenterDelegate {
  /// One message to the delegate.
  enum Call: Equatable {
    case didSelectPlayer(Player)
    case didTapAddPlayer
    case didConfirmPlayers([Player])
  }

  /// Every message so far, in order.
  private(set) var calls: [Call] = []

  func didSelectPlayer(_ player: Player) { calls.append(.didSelectPlayer(player)) }
  func didTapAddPlayer() { calls.append(.didTapAddPlayer) }
  func didConfirmPlayers(_ players: [Player]) { calls.append(.didConfirmPlayers(players)) }
}

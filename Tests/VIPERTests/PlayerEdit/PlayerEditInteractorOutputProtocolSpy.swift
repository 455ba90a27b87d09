import Domain

@testable import VIPER

/// Records how the Player Edit interactor answers, in order.
@MainActor
final class PlayerEditInteractorOutputProtocolSpy: PlayerEditInteractorOutputProtocol {
  /// One answer.
  enum Call: Equatable {
    case didLoadField(PlayerField, playerName: String)
    case didSavePlayer
    case didFailToSavePlayer
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []
  /// Every saved player reported, with all its fields.
  private(set) var savedPlayers: [Player] = []

  func didLoadField(_ field: PlayerField, of player: Player) {
    calls.append(.didLoadField(field, playerName: player.name))
  }
  func didSavePlayer(_ player: Player) {
    calls.append(.didSavePlayer)
    savedPlayers.append(player)
  }
  func didFailToSavePlayer() { calls.append(.didFailToSavePlayer) }
}

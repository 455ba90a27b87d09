import Domain

@testable import VIPER

/// Records the use cases the Player Detail presenter asks for; answers nothing.
@MainActor
final class PlayerDetailInteractorInputProtocolSpy: PlayerDetailInteractorInputProtocol {
  /// One use case asked for; a player is named by its name.
  enum Call: Equatable {
    case loadPlayer
    case replacePlayer(String)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func loadPlayer() { calls.append(.loadPlayer) }
  func replacePlayer(with player: Player) { calls.append(.replacePlayer(player.name)) }
}

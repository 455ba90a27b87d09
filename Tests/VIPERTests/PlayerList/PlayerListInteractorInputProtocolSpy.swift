import Domain

@testable import VIPER

/// Records the use cases the Player List presenter asks for; answers nothing, so a test answers
/// as the interactor would, through the presenter's output methods.
@MainActor
final class PlayerListInteractorInputProtocolSpy: PlayerListInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case fetchPlayers
    case deletePlayer(Player)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func fetchPlayers() async { calls.append(.fetchPlayers) }
  func deletePlayer(_ player: Player) async { calls.append(.deletePlayer(player)) }
}

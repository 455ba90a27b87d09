import Domain

@testable import VIPER

/// Records how the Player List interactor answers, in order.
@MainActor
final class PlayerListInteractorOutputProtocolSpy: PlayerListInteractorOutputProtocol {
  /// One answer; players are listed by name, so every field that shows is compared.
  enum Call: Equatable {
    case didFetchPlayers([String])
    case didFailToFetchPlayers(ServiceError)
    case didDeletePlayer(String)
    case didFailToDeletePlayer(ServiceError)
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didFetchPlayers(_ players: [Player]) { calls.append(.didFetchPlayers(players.map(\.name))) }
  func didFailToFetchPlayers(with error: ServiceError) {
    calls.append(.didFailToFetchPlayers(error))
  }
  func didDeletePlayer(_ player: Player) { calls.append(.didDeletePlayer(player.name)) }
  func didFailToDeletePlayer(with error: ServiceError) {
    calls.append(.didFailToDeletePlayer(error))
  }
}

import Domain

@testable import VIPER

/// Records how the Player List interactor answers, in order.
@MainActor
final class PlayerListInteractorOutputProtocolSpy: PlayerListInteractorOutputProtocol {
  /// One answer; players are listed by name, so every field that shows is compared.
  enum Call: Equatable {
    case didFetchPlayers([String], selected: [String]?)
    case didFailToFetchPlayers(ServiceError)
    case didUpdateList([String], selected: [String]?)
    case didPickPlayer(String)
    case didConfirmSelection([String])
    case didRequestDeletion
    case willDeletePlayer
    case didDeletePlayer(leaving: [String], selected: [String]?)
    case didFailToDeletePlayer(ServiceError)
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didFetchPlayers(_ players: [Player], selection: PlayerSelection?) {
    calls.append(
      .didFetchPlayers(players.map(\.name), selected: Self.names(selection, in: players)))
  }
  func didFailToFetchPlayers(with error: ServiceError) {
    calls.append(.didFailToFetchPlayers(error))
  }
  func didUpdateList(_ players: [Player], selection: PlayerSelection?) {
    calls.append(.didUpdateList(players.map(\.name), selected: Self.names(selection, in: players)))
  }
  func didPickPlayer(_ player: Player) { calls.append(.didPickPlayer(player.name)) }
  func didConfirmSelection(_ players: [Player]) {
    calls.append(.didConfirmSelection(players.map(\.name)))
  }
  func didRequestDeletion() { calls.append(.didRequestDeletion) }
  func willDeletePlayer() { calls.append(.willDeletePlayer) }
  func didDeletePlayer(leaving players: [Player], selection: PlayerSelection?) {
    calls.append(
      .didDeletePlayer(leaving: players.map(\.name), selected: Self.names(selection, in: players)))
  }
  func didFailToDeletePlayer(with error: ServiceError) {
    calls.append(.didFailToDeletePlayer(error))
  }

  /// The ticked players' names in list order; `nil` in list mode.
  private static func names(_ selection: PlayerSelection?, in players: [Player]) -> [String]? {
    selection?.selectedPlayers(in: players).map(\.name)
  }
}

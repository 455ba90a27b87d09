import Domain

@testable import VIPER

/// Records how the Player List interactor answers, in order.
@MainActor
final class PlayerListInteractorOutputProtocolSpy: PlayerListInteractorOutputProtocol {
  /// One answer; players are listed by name, so every field that shows is compared.
  enum Call: Equatable {
    case didFetchPlayers([String])
    case didFailToFetchPlayers(ServiceError)
    case didUpdateList([String], selected: [String])
    case didPickPlayer(String)
    case didConfirmSelection([String])
    case didRequestDeletion
    case willDeletePlayer
    case didDeletePlayer(leaving: [String])
    case didFailToDeletePlayer(ServiceError)
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didFetchPlayers(_ players: [Player]) { calls.append(.didFetchPlayers(players.map(\.name))) }
  func didFailToFetchPlayers(with error: ServiceError) {
    calls.append(.didFailToFetchPlayers(error))
  }
  func didUpdateList(_ players: [Player], selection: PlayerSelection) {
    calls.append(
      .didUpdateList(
        players.map(\.name), selected: selection.selectedPlayers(in: players).map(\.name)))
  }
  func didPickPlayer(_ player: Player) { calls.append(.didPickPlayer(player.name)) }
  func didConfirmSelection(_ players: [Player]) {
    calls.append(.didConfirmSelection(players.map(\.name)))
  }
  func didRequestDeletion() { calls.append(.didRequestDeletion) }
  func willDeletePlayer() { calls.append(.willDeletePlayer) }
  func didDeletePlayer(leaving players: [Player]) {
    calls.append(.didDeletePlayer(leaving: players.map(\.name)))
  }
  func didFailToDeletePlayer(with error: ServiceError) {
    calls.append(.didFailToDeletePlayer(error))
  }
}

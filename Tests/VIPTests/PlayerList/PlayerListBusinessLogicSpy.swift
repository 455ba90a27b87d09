import Domain

@testable import VIP

/// Records the requests the Player List view controller sends, in order.
@MainActor
final class PlayerListBusinessLogicSpy: PlayerListBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchPlayers(reload: Bool)
    case changeMode
    case selectPlayer(id: Player.ID)
    case confirmSelection
    case deletePlayer(id: Player.ID)
    case confirmDelete(isConfirmed: Bool)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchPlayers(request: PlayerListScene.FetchPlayers.Request) async {
    calls.append(.fetchPlayers(reload: request.reload))
  }
  func changeMode(request: PlayerListScene.ChangeMode.Request) { calls.append(.changeMode) }
  func selectPlayer(request: PlayerListScene.SelectPlayer.Request) {
    calls.append(.selectPlayer(id: request.id))
  }
  func confirmSelection(request: PlayerListScene.ConfirmSelection.Request) {
    calls.append(.confirmSelection)
  }
  func deletePlayer(request: PlayerListScene.DeletePlayer.Request) {
    calls.append(.deletePlayer(id: request.id))
  }
  func confirmDelete(request: PlayerListScene.ConfirmDelete.Request) async {
    calls.append(.confirmDelete(isConfirmed: request.isConfirmed))
  }
}

import VIP

/// Records the requests the Player List view controller sends, in order.
@MainActor
final class PlayerListBusinessLogicSpy: PlayerListBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchPlayers(reload: Bool)
    case changeMode
    case selectPlayer(index: Int)
    case performAction
    case deletePlayer(index: Int)
    case confirmDelete(isConfirmed: Bool)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchPlayers(request: PlayerList.FetchPlayers.Request) async {
    calls.append(.fetchPlayers(reload: request.reload))
  }
  func changeMode(request: PlayerList.ChangeMode.Request) { calls.append(.changeMode) }
  func selectPlayer(request: PlayerList.SelectPlayer.Request) {
    calls.append(.selectPlayer(index: request.index))
  }
  func performAction(request: PlayerList.PerformAction.Request) { calls.append(.performAction) }
  func deletePlayer(request: PlayerList.DeletePlayer.Request) {
    calls.append(.deletePlayer(index: request.index))
  }
  func confirmDelete(request: PlayerList.ConfirmDelete.Request) async {
    calls.append(.confirmDelete(isConfirmed: request.isConfirmed))
  }
}

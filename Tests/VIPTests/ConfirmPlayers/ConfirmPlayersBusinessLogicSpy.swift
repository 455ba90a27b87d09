import VIP

/// Records the requests the Confirm Players view controller sends, in order.
@MainActor
final class ConfirmPlayersBusinessLogicSpy: ConfirmPlayersBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchTeams
    case movePlayer(ConfirmPlayers.MovePlayer.Request)
    case startGather
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchTeams(request: ConfirmPlayers.FetchTeams.Request) { calls.append(.fetchTeams) }
  func movePlayer(request: ConfirmPlayers.MovePlayer.Request) {
    calls.append(.movePlayer(request))
  }
  func startGather(request: ConfirmPlayers.StartGather.Request) async {
    calls.append(.startGather)
  }
}

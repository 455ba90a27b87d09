@testable import VIP

/// Records the requests the Confirm Players view controller sends, in order.
@MainActor
final class ConfirmPlayersBusinessLogicSpy: ConfirmPlayersBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchTeams
    case movePlayer(ConfirmPlayersScene.MovePlayer.Request)
    case startGather
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request) { calls.append(.fetchTeams) }
  func movePlayer(request: ConfirmPlayersScene.MovePlayer.Request) {
    calls.append(.movePlayer(request))
  }
  func startGather(request: ConfirmPlayersScene.StartGather.Request) async {
    calls.append(.startGather)
  }
}

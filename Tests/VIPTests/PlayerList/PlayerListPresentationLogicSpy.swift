import VIP

/// Records the responses the Player List interactor hands to its presenter, in order.
@MainActor
final class PlayerListPresentationLogicSpy: PlayerListPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentPlayers(PlayerList.FetchPlayers.Response)
    case presentLoading(PlayerList.Loading.Response)
    case presentError(PlayerList.Failure.Response)
    case presentDeleteConfirmation
    case presentRoute(PlayerList.Route.Destination)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentPlayers(response: PlayerList.FetchPlayers.Response) {
    calls.append(.presentPlayers(response))
  }
  func presentLoading(response: PlayerList.Loading.Response) {
    calls.append(.presentLoading(response))
  }
  func presentError(response: PlayerList.Failure.Response) { calls.append(.presentError(response)) }
  func presentDeleteConfirmation(response: PlayerList.DeletePlayer.Response) {
    calls.append(.presentDeleteConfirmation)
  }
  func presentRoute(response: PlayerList.Route.Response) {
    calls.append(.presentRoute(response.destination))
  }
}

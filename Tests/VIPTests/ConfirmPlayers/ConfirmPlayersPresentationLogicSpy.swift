import VIP

/// Records the responses the Confirm Players interactor hands to its presenter, in order.
@MainActor
final class ConfirmPlayersPresentationLogicSpy: ConfirmPlayersPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentTeams(ConfirmPlayers.FetchTeams.Response)
    case presentStartGather(ConfirmPlayers.StartGather.Response)
    case presentLoading(ConfirmPlayers.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentTeams(response: ConfirmPlayers.FetchTeams.Response) {
    calls.append(.presentTeams(response))
  }
  func presentStartGather(response: ConfirmPlayers.StartGather.Response) {
    calls.append(.presentStartGather(response))
  }
  func presentLoading(response: ConfirmPlayers.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

@testable import VIP

/// Records the responses the Confirm Players interactor hands to its presenter, in order.
@MainActor
final class ConfirmPlayersPresentationLogicSpy: ConfirmPlayersPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentTeams(ConfirmPlayersScene.FetchTeams.Response)
    case presentStartGather(ConfirmPlayersScene.StartGather.Response)
    case presentLoading(ConfirmPlayersScene.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentTeams(response: ConfirmPlayersScene.FetchTeams.Response) {
    calls.append(.presentTeams(response))
  }
  func presentStartGather(response: ConfirmPlayersScene.StartGather.Response) {
    calls.append(.presentStartGather(response))
  }
  func presentLoading(response: ConfirmPlayersScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

@testable import VIP

/// Records the responses the Player List interactor hands to its presenter, in order.
@MainActor
final class PlayerListPresentationLogicSpy: PlayerListPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentPlayers(PlayerListScene.FetchPlayers.Response)
    case presentLoading(PlayerListScene.Loading.Response)
    case presentError(PlayerListScene.Failure.Response)
    case presentDeleteConfirmation
    case presentConfirmedSelection(PlayerListScene.ConfirmSelection.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentPlayers(response: PlayerListScene.FetchPlayers.Response) {
    calls.append(.presentPlayers(response))
  }
  func presentLoading(response: PlayerListScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
  func presentError(response: PlayerListScene.Failure.Response) {
    calls.append(.presentError(response))
  }
  func presentDeleteConfirmation(response: PlayerListScene.DeletePlayer.Response) {
    calls.append(.presentDeleteConfirmation)
  }
  func presentConfirmedSelection(response: PlayerListScene.ConfirmSelection.Response) {
    calls.append(.presentConfirmedSelection(response))
  }
}

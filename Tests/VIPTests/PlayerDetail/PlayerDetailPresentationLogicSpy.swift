@testable import VIP

/// Records the responses the Player Detail interactor hands to its presenter, in order.
@MainActor
final class PlayerDetailPresentationLogicSpy: PlayerDetailPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentPlayer(PlayerDetailScene.FetchPlayer.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentPlayer(response: PlayerDetailScene.FetchPlayer.Response) {
    calls.append(.presentPlayer(response))
  }
}

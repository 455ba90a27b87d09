@testable import VIP

/// Records the responses the Player Add interactor hands to its presenter, in order.
@MainActor
final class PlayerAddPresentationLogicSpy: PlayerAddPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentValidation(PlayerAddScene.ValidateName.Response)
    case presentCreatePlayer(PlayerAddScene.CreatePlayer.Response)
    case presentLoading(PlayerAddScene.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentValidation(response: PlayerAddScene.ValidateName.Response) {
    calls.append(.presentValidation(response))
  }
  func presentCreatePlayer(response: PlayerAddScene.CreatePlayer.Response) async {
    calls.append(.presentCreatePlayer(response))
  }
  func presentLoading(response: PlayerAddScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

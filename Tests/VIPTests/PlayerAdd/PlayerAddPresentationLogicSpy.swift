import VIP

/// Records the responses the Player Add interactor hands to its presenter, in order.
@MainActor
final class PlayerAddPresentationLogicSpy: PlayerAddPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentValidation(PlayerAdd.ValidateName.Response)
    case presentCreatePlayer(PlayerAdd.CreatePlayer.Response)
    case presentLoading(PlayerAdd.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentValidation(response: PlayerAdd.ValidateName.Response) {
    calls.append(.presentValidation(response))
  }
  func presentCreatePlayer(response: PlayerAdd.CreatePlayer.Response) {
    calls.append(.presentCreatePlayer(response))
  }
  func presentLoading(response: PlayerAdd.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

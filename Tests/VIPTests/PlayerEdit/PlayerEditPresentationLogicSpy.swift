@testable import VIP

/// Records the responses the Player Edit interactor hands to its presenter, in order.
@MainActor
final class PlayerEditPresentationLogicSpy: PlayerEditPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentField(PlayerEditScene.FetchField.Response)
    case presentSaveField(PlayerEditScene.SaveField.Response)
    case presentLoading(PlayerEditScene.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentField(response: PlayerEditScene.FetchField.Response) {
    calls.append(.presentField(response))
  }
  func presentSaveField(response: PlayerEditScene.SaveField.Response) {
    calls.append(.presentSaveField(response))
  }
  func presentLoading(response: PlayerEditScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

import VIP

/// Records the responses the Player Edit interactor hands to its presenter, in order.
@MainActor
final class PlayerEditPresentationLogicSpy: PlayerEditPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentField(PlayerEdit.FetchField.Response)
    case presentSaveField(PlayerEdit.SaveField.Response)
    case presentLoading(PlayerEdit.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentField(response: PlayerEdit.FetchField.Response) {
    calls.append(.presentField(response))
  }
  func presentSaveField(response: PlayerEdit.SaveField.Response) {
    calls.append(.presentSaveField(response))
  }
  func presentLoading(response: PlayerEdit.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

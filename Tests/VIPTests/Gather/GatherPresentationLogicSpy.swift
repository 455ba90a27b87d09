@testable import VIP

/// Records the responses the Gather interactor hands to its presenter, in order.
@MainActor
final class GatherPresentationLogicSpy: GatherPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentGather(GatherScene.FetchGather.Response)
    case presentScore(GatherScene.ChangeScore.Response)
    case presentTimer(GatherScene.UpdateTimer.Response)
    case presentPicker(GatherScene.OpenPicker.Response)
    case presentEndConfirmation
    case presentEnd(GatherScene.ConfirmEnd.Response)
    case presentLoading(GatherScene.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentGather(response: GatherScene.FetchGather.Response) {
    calls.append(.presentGather(response))
  }
  func presentScore(response: GatherScene.ChangeScore.Response) {
    calls.append(.presentScore(response))
  }
  func presentTimer(response: GatherScene.UpdateTimer.Response) {
    calls.append(.presentTimer(response))
  }
  func presentPicker(response: GatherScene.OpenPicker.Response) {
    calls.append(.presentPicker(response))
  }
  func presentEndConfirmation(response: GatherScene.EndGather.Response) {
    calls.append(.presentEndConfirmation)
  }
  func presentEnd(response: GatherScene.ConfirmEnd.Response) { calls.append(.presentEnd(response)) }
  func presentLoading(response: GatherScene.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

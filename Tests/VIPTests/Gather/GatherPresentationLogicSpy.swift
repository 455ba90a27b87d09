import VIP

/// Records the responses the Gather interactor hands to its presenter, in order.
@MainActor
final class GatherPresentationLogicSpy: GatherPresentationLogic {
  /// One response.
  enum Call: Equatable {
    case presentGather(VIP.Gather.FetchGather.Response)
    case presentScore(VIP.Gather.ChangeScore.Response)
    case presentTimer(VIP.Gather.UpdateTimer.Response)
    case presentPicker(VIP.Gather.OpenPicker.Response)
    case presentEndConfirmation
    case presentEnd(VIP.Gather.ConfirmEnd.Response)
    case presentLoading(VIP.Gather.Loading.Response)
  }

  /// Every response so far, in order.
  private(set) var calls: [Call] = []

  func presentGather(response: VIP.Gather.FetchGather.Response) {
    calls.append(.presentGather(response))
  }
  func presentScore(response: VIP.Gather.ChangeScore.Response) {
    calls.append(.presentScore(response))
  }
  func presentTimer(response: VIP.Gather.UpdateTimer.Response) {
    calls.append(.presentTimer(response))
  }
  func presentPicker(response: VIP.Gather.OpenPicker.Response) {
    calls.append(.presentPicker(response))
  }
  func presentEndConfirmation(response: VIP.Gather.EndGather.Response) {
    calls.append(.presentEndConfirmation)
  }
  func presentEnd(response: VIP.Gather.ConfirmEnd.Response) { calls.append(.presentEnd(response)) }
  func presentLoading(response: VIP.Gather.Loading.Response) {
    calls.append(.presentLoading(response))
  }
}

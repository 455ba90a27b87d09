@testable import VIP

/// Records the view models the Gather presenter hands to its view controller, in order.
@MainActor
final class GatherDisplayLogicSpy: GatherDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayGather(GatherScene.FetchGather.ViewModel)
    case displayScore(GatherScene.ChangeScore.ViewModel)
    case displayTimer(GatherScene.UpdateTimer.ViewModel)
    case displayPicker(GatherScene.OpenPicker.ViewModel)
    case displayEndConfirmation(GatherScene.EndGather.ViewModel)
    case displayEnd(GatherScene.ConfirmEnd.ViewModel)
    case displayLoading(GatherScene.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayGather(viewModel: GatherScene.FetchGather.ViewModel) {
    calls.append(.displayGather(viewModel))
  }
  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel) {
    calls.append(.displayScore(viewModel))
  }
  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel) {
    calls.append(.displayTimer(viewModel))
  }
  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel) {
    calls.append(.displayPicker(viewModel))
  }
  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel) {
    calls.append(.displayEndConfirmation(viewModel))
  }
  func displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel) {
    calls.append(.displayEnd(viewModel))
  }
  func displayLoading(viewModel: GatherScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}

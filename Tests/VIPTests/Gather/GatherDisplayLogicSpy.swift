import VIP

/// Records the view models the Gather presenter hands to its view controller, in order.
@MainActor
final class GatherDisplayLogicSpy: GatherDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayGather(VIP.Gather.FetchGather.ViewModel)
    case displayScore(VIP.Gather.ChangeScore.ViewModel)
    case displayTimer(VIP.Gather.UpdateTimer.ViewModel)
    case displayPicker(VIP.Gather.OpenPicker.ViewModel)
    case displayEndConfirmation(VIP.Gather.EndGather.ViewModel)
    case displayEnd(VIP.Gather.ConfirmEnd.ViewModel)
    case displayLoading(VIP.Gather.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayGather(viewModel: VIP.Gather.FetchGather.ViewModel) {
    calls.append(.displayGather(viewModel))
  }
  func displayScore(viewModel: VIP.Gather.ChangeScore.ViewModel) {
    calls.append(.displayScore(viewModel))
  }
  func displayTimer(viewModel: VIP.Gather.UpdateTimer.ViewModel) {
    calls.append(.displayTimer(viewModel))
  }
  func displayPicker(viewModel: VIP.Gather.OpenPicker.ViewModel) {
    calls.append(.displayPicker(viewModel))
  }
  func displayEndConfirmation(viewModel: VIP.Gather.EndGather.ViewModel) {
    calls.append(.displayEndConfirmation(viewModel))
  }
  func displayEnd(viewModel: VIP.Gather.ConfirmEnd.ViewModel) {
    calls.append(.displayEnd(viewModel))
  }
  func displayLoading(viewModel: VIP.Gather.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}

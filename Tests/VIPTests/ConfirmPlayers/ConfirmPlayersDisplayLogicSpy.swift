@testable import VIP

/// Records the view models the Confirm Players presenter hands to its view controller, in order.
@MainActor
final class ConfirmPlayersDisplayLogicSpy: ConfirmPlayersDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayTeams(ConfirmPlayersScene.FetchTeams.ViewModel)
    case displayStartGather(ConfirmPlayersScene.StartGather.ViewModel)
    case displayLoading(ConfirmPlayersScene.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel) {
    calls.append(.displayTeams(viewModel))
  }
  func displayStartGather(viewModel: ConfirmPlayersScene.StartGather.ViewModel) {
    calls.append(.displayStartGather(viewModel))
  }
  func displayLoading(viewModel: ConfirmPlayersScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}

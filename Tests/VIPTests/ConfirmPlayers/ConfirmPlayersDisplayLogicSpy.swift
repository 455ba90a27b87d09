import VIP

/// Records the view models the Confirm Players presenter hands to its view controller, in order.
@MainActor
final class ConfirmPlayersDisplayLogicSpy: ConfirmPlayersDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayTeams(ConfirmPlayers.FetchTeams.ViewModel)
    case displayStartGather(ConfirmPlayers.StartGather.ViewModel)
    case displayLoading(ConfirmPlayers.Loading.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayTeams(viewModel: ConfirmPlayers.FetchTeams.ViewModel) {
    calls.append(.displayTeams(viewModel))
  }
  func displayStartGather(viewModel: ConfirmPlayers.StartGather.ViewModel) {
    calls.append(.displayStartGather(viewModel))
  }
  func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
}

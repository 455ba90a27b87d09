import VIP

/// Records the view models the Player List presenter hands to its view controller, in order.
@MainActor
final class PlayerListDisplayLogicSpy: PlayerListDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayPlayers(PlayerList.FetchPlayers.ViewModel)
    case displayLoading(PlayerList.Loading.ViewModel)
    case displayError(PlayerList.Failure.ViewModel)
    case displayDeleteConfirmation(PlayerList.DeletePlayer.ViewModel)
    case displayRoute(PlayerList.Route.ViewModel)
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayPlayers(viewModel: PlayerList.FetchPlayers.ViewModel) {
    calls.append(.displayPlayers(viewModel))
  }
  func displayLoading(viewModel: PlayerList.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
  func displayError(viewModel: PlayerList.Failure.ViewModel) {
    calls.append(.displayError(viewModel))
  }
  func displayDeleteConfirmation(viewModel: PlayerList.DeletePlayer.ViewModel) {
    calls.append(.displayDeleteConfirmation(viewModel))
  }
  func displayRoute(viewModel: PlayerList.Route.ViewModel) {
    calls.append(.displayRoute(viewModel))
  }
}

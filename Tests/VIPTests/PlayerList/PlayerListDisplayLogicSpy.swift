@testable import VIP

/// Records the view models the Player List presenter hands to its view controller, in order.
@MainActor
final class PlayerListDisplayLogicSpy: PlayerListDisplayLogic {
  /// One view model.
  enum Call: Equatable {
    case displayPlayers(PlayerListScene.FetchPlayers.ViewModel)
    case displayLoading(PlayerListScene.Loading.ViewModel)
    case displayError(PlayerListScene.Failure.ViewModel)
    case displayDeleteConfirmation(PlayerListScene.DeletePlayer.ViewModel)
    case displayConfirmedSelection
  }

  /// Every view model so far, in order.
  private(set) var calls: [Call] = []

  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel) {
    calls.append(.displayPlayers(viewModel))
  }
  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel) {
    calls.append(.displayLoading(viewModel))
  }
  func displayError(viewModel: PlayerListScene.Failure.ViewModel) {
    calls.append(.displayError(viewModel))
  }
  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel) {
    calls.append(.displayDeleteConfirmation(viewModel))
  }
  func displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel) {
    calls.append(.displayConfirmedSelection)
  }
}

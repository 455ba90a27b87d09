import Domain

/// The view models the Player List presenter hands over.
@MainActor
protocol PlayerListDisplayLogic: AnyObject {
  /// Shows the title, buttons, rows and empty view.
  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel)
  /// Turns input off or on, or shows or hides the overlay.
  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel)
  /// Shows an error alert.
  func displayError(viewModel: PlayerListScene.Failure.ViewModel)
  /// Asks to confirm a deletion.
  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel)
  /// Opens Confirm Players with the confirmed selection.
  func displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel)
}

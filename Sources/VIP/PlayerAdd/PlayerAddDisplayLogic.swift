import Domain

/// The view models the Player Add presenter hands over.
@MainActor
protocol PlayerAddDisplayLogic: AnyObject {
  /// Enables or disables Done.
  func displayValidation(viewModel: PlayerAddScene.ValidateName.ViewModel)
  /// Shows the alert, or goes back to the Player List and waits while it reloads.
  func displayCreatePlayer(viewModel: PlayerAddScene.CreatePlayer.ViewModel) async
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: PlayerAddScene.Loading.ViewModel)
}

import Domain

/// The view models the Login presenter hands over.
@MainActor
protocol LoginDisplayLogic: AnyObject {
  /// Shows the remembered username and switch.
  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel)
  /// Shows the alert, or moves on to the Player List.
  func displayLogin(viewModel: LoginScene.Login.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
}

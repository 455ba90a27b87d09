import Domain

/// The view models the Confirm Players presenter hands over.
@MainActor
protocol ConfirmPlayersDisplayLogic: AnyObject {
  /// Shows the sections and the Start Gather state.
  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel)
  /// Shows the alert, or moves on to Gather.
  func displayStartGather(viewModel: ConfirmPlayersScene.StartGather.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: ConfirmPlayersScene.Loading.ViewModel)
}

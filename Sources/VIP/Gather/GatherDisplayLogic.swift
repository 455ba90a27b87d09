import Domain

/// The view models the Gather presenter hands over.
@MainActor
protocol GatherDisplayLogic: AnyObject {
  /// Shows the teams, scores, countdown, stepper bounds and picker wheels.
  func displayGather(viewModel: GatherScene.FetchGather.ViewModel)
  /// Shows a team's score.
  func displayScore(viewModel: GatherScene.ChangeScore.ViewModel)
  /// Shows the countdown and the action title, closing the picker when asked.
  func displayTimer(viewModel: GatherScene.UpdateTimer.ViewModel)
  /// Opens the picker at these rows.
  func displayPicker(viewModel: GatherScene.OpenPicker.ViewModel)
  /// Asks to confirm ending.
  func displayEndConfirmation(viewModel: GatherScene.EndGather.ViewModel)
  /// Shows the alert, or goes back to the Player List.
  func displayEnd(viewModel: GatherScene.ConfirmEnd.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: GatherScene.Loading.ViewModel)
}

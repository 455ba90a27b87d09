import Domain

/// The view models the Player Edit presenter hands over.
@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
  /// Shows the title, the editor and the Done state.
  func displayField(viewModel: PlayerEditScene.FetchField.ViewModel)
  /// Shows the alert, or goes back to Player Detail.
  func displaySaveField(viewModel: PlayerEditScene.SaveField.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: PlayerEditScene.Loading.ViewModel)
}

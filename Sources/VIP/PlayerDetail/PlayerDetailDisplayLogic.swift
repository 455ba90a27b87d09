import Domain

/// The view models the Player Detail presenter hands over.
@MainActor
protocol PlayerDetailDisplayLogic: AnyObject {
  /// Shows the title and rows.
  func displayPlayer(viewModel: PlayerDetailScene.FetchPlayer.ViewModel)
}

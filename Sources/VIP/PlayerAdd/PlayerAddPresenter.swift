import Domain

/// The responses the Player Add interactor hands over for display.
@MainActor
protocol PlayerAddPresentationLogic: AnyObject {
  /// Formats whether the name may be saved.
  func presentValidation(response: PlayerAddScene.ValidateName.Response)
  /// Formats how creating ended; returns once the screen has shown it, the way back included.
  func presentCreatePlayer(response: PlayerAddScene.CreatePlayer.Response) async
  /// Formats the overlay around the creation.
  func presentLoading(response: PlayerAddScene.Loading.Response)
}

/// The VIP presenter of Player Add: turns the interactor's responses into the Done state and the
/// fixed failure alert for `PlayerAddDisplayLogic`; holds no state.
@MainActor
final class PlayerAddPresenter: PlayerAddPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any PlayerAddDisplayLogic)?

  // MARK: - PlayerAddPresentationLogic

  func presentValidation(response: PlayerAddScene.ValidateName.Response) {
    viewController?.displayValidation(
      viewModel: PlayerAddScene.ValidateName.ViewModel(isDoneEnabled: response.isValid))
  }

  func presentCreatePlayer(response: PlayerAddScene.CreatePlayer.Response) async {
    // A fixed text rather than the error's own, as every original shows it.
    let alert =
      response.error == nil
      ? nil : AlertMessage(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
    await viewController?.displayCreatePlayer(
      viewModel: PlayerAddScene.CreatePlayer.ViewModel(alert: alert))
  }

  func presentLoading(response: PlayerAddScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: PlayerAddScene.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}

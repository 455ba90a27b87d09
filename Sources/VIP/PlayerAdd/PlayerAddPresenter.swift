import Domain

/// The responses the Player Add interactor hands over for display.
@MainActor
package protocol PlayerAddPresentationLogic: AnyObject {
  /// Formats whether the name may be saved.
  func presentValidation(response: PlayerAdd.ValidateName.Response)
  /// Formats how creating ended.
  func presentCreatePlayer(response: PlayerAdd.CreatePlayer.Response)
  /// Formats the overlay around the creation.
  func presentLoading(response: PlayerAdd.Loading.Response)
}

/// The VIP presenter of Player Add: turns the interactor's responses into the Done state and the
/// fixed failure alert for `PlayerAddDisplayLogic`; holds no state.
@MainActor
package final class PlayerAddPresenter: PlayerAddPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any PlayerAddDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - PlayerAddPresentationLogic

  package func presentValidation(response: PlayerAdd.ValidateName.Response) {
    viewController?.displayValidation(
      viewModel: PlayerAdd.ValidateName.ViewModel(isDoneEnabled: response.isValid))
  }

  package func presentCreatePlayer(response: PlayerAdd.CreatePlayer.Response) {
    // A fixed text rather than the error's own, as every original shows it.
    let alert =
      response.error == nil
      ? nil : ErrorAlert(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
    viewController?.displayCreatePlayer(viewModel: PlayerAdd.CreatePlayer.ViewModel(alert: alert))
  }

  package func presentLoading(response: PlayerAdd.Loading.Response) {
    viewController?.displayLoading(
      viewModel: PlayerAdd.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}

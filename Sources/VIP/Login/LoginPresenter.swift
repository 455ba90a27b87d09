import Domain

/// The responses the Login interactor hands over for display.
@MainActor
protocol LoginPresentationLogic: AnyObject {
  /// Formats the remembered username and switch.
  func presentRemembered(response: LoginScene.FetchRemembered.Response)
  /// Formats how signing in ended.
  func presentLogin(response: LoginScene.Login.Response)
  /// Formats the overlay around a call.
  func presentLoading(response: LoginScene.Loading.Response)
}

/// The VIP presenter of Login: turns the interactor's responses into view models for
/// `LoginDisplayLogic`, with the alert texts of SPEC §3.1; holds no state.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any LoginDisplayLogic)?

  // MARK: - LoginPresentationLogic

  func presentRemembered(response: LoginScene.FetchRemembered.Response) {
    viewController?.displayRemembered(
      viewModel: LoginScene.FetchRemembered.ViewModel(
        username: response.username, isRememberOn: response.remember))
  }

  func presentLogin(response: LoginScene.Login.Response) {
    let alert = response.error.map {
      AlertMessage(title: LoginTexts.errorTitle, message: $0.message)
    }
    viewController?.displayLogin(viewModel: LoginScene.Login.ViewModel(alert: alert))
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}

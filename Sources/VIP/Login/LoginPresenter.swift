import Domain

/// The responses the Login interactor hands over for display.
@MainActor
package protocol LoginPresentationLogic: AnyObject {
  /// Formats the remembered username and switch.
  func presentRemembered(response: Login.FetchRemembered.Response)
  /// Formats how signing in ended.
  func presentLogin(response: Login.Login.Response)
  /// Formats the overlay around a call.
  func presentLoading(response: Login.Loading.Response)
}

/// The VIP presenter of Login: turns the interactor's responses into view models for
/// `LoginDisplayLogic`, with the alert texts of SPEC §3.1; holds no state.
@MainActor
package final class LoginPresenter: LoginPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any LoginDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - LoginPresentationLogic

  package func presentRemembered(response: Login.FetchRemembered.Response) {
    viewController?.displayRemembered(
      viewModel: Login.FetchRemembered.ViewModel(
        username: response.username, isRememberOn: response.remember))
  }

  package func presentLogin(response: Login.Login.Response) {
    let alert = response.error.map {
      ErrorAlert(title: LoginTexts.errorTitle, message: $0.message)
    }
    viewController?.displayLogin(viewModel: Login.Login.ViewModel(alert: alert))
  }

  package func presentLoading(response: Login.Loading.Response) {
    viewController?.displayLoading(
      viewModel: Login.Loading.ViewModel(showsOverlay: response.isLoading))
  }
}

import Domain
import Layouts
import Observation

/// The declarative view of the Login module: what the presenter tells its view, kept as Layouts'
/// `LoginContent.Values` for `LoginScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `LoginViewController` is the UIKit-shaped UI's:
/// passive, driven by the presenter hub through `LoginViewProtocol`.
@MainActor
@Observable
final class LoginViewState: LoginViewProtocol {
  /// The form; typing lands here, as in the view controller's fields.
  var values = LoginContent.Values()
  /// The hub the screen reports the user's events to.
  let presenter: any LoginPresenterProtocol

  /// Creates the view of a module `LoginRouter` assembles.
  init(presenter: any LoginPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - LoginViewProtocol

  func setUsername(_ username: String) { values.username = username }

  func setRememberMe(_ isOn: Bool) { values.rememberMe = isOn }

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}

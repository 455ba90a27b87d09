import Domain
import Layouts
import Observation

/// The declarative MVP-C view of Login: the `LoginViewProtocol` its presenter drives, keeping what
/// the form shows as `LoginContent.Values` for `LoginScreen` to render.
///
/// It owns its presenter, as the view controller does in the UIKit-shaped UI; where the user goes
/// next is the coordinator's business, so it asks for no screen.
@MainActor
@Observable
final class LoginViewState: LoginViewProtocol {
  /// What the form shows; the typed fields are read from it at tap time.
  var values = LoginContent.Values()
  /// The presenter that drives this view and hears its events.
  @ObservationIgnored var presenter: LoginPresenter?

  // MARK: - LoginViewProtocol

  /// Puts `username` in the username field.
  func setUsername(_ username: String) {
    values.username = username
  }

  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool) {
    values.rememberMe = isOn
  }

  /// Covers the form with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the error alert; its title is Login's, as `LoginContent` draws it.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}

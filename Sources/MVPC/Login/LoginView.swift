import Domain
import Layouts
import ViewKit

/// The passive MVP view of Login: wires the form of `LoginLayout`, forwards Login and Register,
/// with the fields' contents, to `LoginPresenterProtocol` and overlays and alerts to its host.
@MainActor
final class LoginView: View, LoginViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any LoginPresenterProtocol)?
  /// The view controller that shows the overlay and alerts.
  weak var host: (any ScreenPresenting)?
  private let layout: LoginLayout

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: LoginLayout) {
    self.layout = layout
    super.init()
    wireActions()
  }

  // MARK: - LoginViewProtocol

  /// Puts `username` in the username field.
  func setUsername(_ username: String) {
    layout.usernameField.text = username
  }

  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool) {
    layout.rememberSwitch.isOn = isOn
  }

  // MARK: - Private

  /// The fields are read at tap time, so the presenter never keeps a copy of what is typed.
  private func wireActions() {
    layout.loginButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.loginTapped(
        username: layout.usernameField.text, password: layout.passwordField.text,
        remember: layout.rememberSwitch.isOn)
    }
    layout.registerButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.registerTapped(
        username: layout.usernameField.text, password: layout.passwordField.text,
        remember: layout.rememberSwitch.isOn)
    }
  }
}

// MARK: - HostBacked

extension LoginView: HostBacked {}

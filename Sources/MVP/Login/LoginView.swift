import Domain
import Layouts
import ViewKit

/// The navigation the Login view asks of its view controller.
@MainActor
protocol LoginNavigating: ScreenNavigating {
  /// Pushes the Player List.
  func showPlayerList()
}

/// The passive MVP view of Login: wires the form of `LoginLayout`, forwards Login and Register,
/// with the fields' contents, to `LoginPresenterProtocol` and overlays, alerts and the push to
/// its navigator.
@MainActor
final class LoginView: View, LoginViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any LoginPresenterProtocol)?
  /// The view controller that shows the overlay and alerts and pushes the Player List.
  weak var navigator: (any LoginNavigating)?
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

  /// Asks the navigator to push the Player List.
  func showPlayerList() {
    navigator?.showPlayerList()
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

// MARK: - NavigatorBacked

extension LoginView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}

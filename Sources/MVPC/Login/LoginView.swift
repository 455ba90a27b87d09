import Domain
import ViewKit

/// The passive MVP view of Login: the form of SPEC §3.1; forwards Login and Register, with the
/// fields' contents, to `LoginPresenterProtocol` and overlays and alerts to its navigator.
@MainActor
final class LoginView: View, LoginViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any LoginPresenterProtocol)?
  /// The view controller that shows the overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  private let usernameField = TextField(
    placeholder: LoginTexts.usernamePlaceholder, identifier: "login.username")
  private let passwordField = TextField(
    placeholder: LoginTexts.passwordPlaceholder, isSecureTextEntry: true,
    identifier: "login.password")
  private let loginButton = Button(title: LoginTexts.loginButton, identifier: "login.loginButton")
  private let rememberSwitch = Switch(identifier: "login.rememberMe")
  private let registerButton = Button(
    title: LoginTexts.registerButton, identifier: "login.registerButton")

  // MARK: - Init

  /// Creates the form in the order of the SPEC §3.1 table.
  init() {
    super.init()
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    for subview in [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ] {
      addSubview(subview)
    }
    wireEvents()
  }

  // MARK: - LoginViewProtocol

  /// Puts `username` in the username field.
  func setUsername(_ username: String) {
    usernameField.text = username
  }

  /// Sets the Remember Me switch.
  func setRememberMe(_ isOn: Bool) {
    rememberSwitch.isOn = isOn
  }

  // MARK: - Private

  /// The fields are read at tap time, so the presenter never keeps a copy of what is typed.
  private func wireEvents() {
    loginButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.loginTapped(
        username: usernameField.text, password: passwordField.text, remember: rememberSwitch.isOn)
    }
    registerButton.action = { [weak self] in
      guard let self else { return }
      await presenter?.registerTapped(
        username: usernameField.text, password: passwordField.text, remember: rememberSwitch.isOn)
    }
  }
}

// MARK: - NavigatorBacked

extension LoginView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}

import Domain
import ViewKit

/// The MVC view controller of Login: builds the form of SPEC §3.1, signs in through
/// `AuthService`, remembers the user in the stores and pushes the Player List; no title.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  // Internal, not private, only so the `+Actions` extension can reach them.
  let authService: any AuthService
  let settings: SettingsStore
  let credentials: CredentialStore
  /// Kept to build the screens Login opens.
  let environment: AppEnvironment
  let usernameField = TextField(
    placeholder: LoginTexts.usernamePlaceholder, identifier: "login.username")
  let passwordField = TextField(
    placeholder: LoginTexts.passwordPlaceholder, isSecureTextEntry: true,
    identifier: "login.password")
  let rememberSwitch = Switch(identifier: "login.rememberMe")
  private let loginButton = Button(title: LoginTexts.loginButton, identifier: "login.loginButton")
  private let registerButton = Button(
    title: LoginTexts.registerButton, identifier: "login.registerButton")

  // MARK: - Init

  /// Creates Login over the auth service and the stores of `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
    authService = environment.auth
    settings = environment.settings
    credentials = environment.credentials
    super.init()
  }

  // MARK: - Lifecycle

  /// Lays out the form, wires its buttons and fills in the remembered user.
  override func viewDidLoad() {
    super.viewDidLoad()
    layoutForm()
    loginButton.action = { [weak self] in await self?.loginTapped() }
    registerButton.action = { [weak self] in await self?.registerTapped() }
    fillRememberedUser()
  }

  // MARK: - Private

  /// Adds the widgets in the order of the SPEC §3.1 table.
  private func layoutForm() {
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    for subview in [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ] {
      view.addSubview(subview)
    }
  }

  private func fillRememberedUser() {
    let preferences = LoginPreferences(settings: settings, credentials: credentials)
    rememberSwitch.isOn = preferences.remember
    usernameField.text = preferences.username
  }
}

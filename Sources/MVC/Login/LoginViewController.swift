import Domain
import Layouts
import ViewKit

/// The MVC view controller of Login: wires the form of SPEC §3.1, signs in through Domain's
/// `SignIn` and pushes the Player List; no title.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let signIn: SignIn
  // Kept to build the screens Login opens.
  private let environment: AppEnvironment
  private let layout = LoginLayout()

  // MARK: - Init

  /// Creates Login over the auth service and the stores of `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
    signIn = SignIn(environment: environment)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the form, wires its buttons and fills in the remembered user.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    fillRememberedUser()
  }

  // MARK: - Actions

  /// Login was tapped: signs in with what the fields hold.
  private func loginTapped() async {
    await signIn(.login)
  }

  /// Register was tapped: creates the account, then signs in with it.
  private func registerTapped() async {
    await signIn(.register)
  }

  // MARK: - Networking

  /// Login and Register differ only in the `SignIn` kind; the overlay covers the whole sequence.
  private func signIn(_ kind: SignIn.Kind) async {
    let typed = Credentials(
      username: layout.usernameField.text, password: layout.passwordField.text)
    // Checked here, before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      showLoginError(ServiceError.missingCredentials)
      return
    }
    showLoading()
    do throws(ServiceError) {
      try await signIn(kind, typed, remember: layout.rememberSwitch.isOn)
      hideLoading()
      showPlayerList()
    } catch {
      hideLoading()
      showLoginError(error)
    }
  }

  // MARK: - Navigation

  private func showPlayerList() {
    navigationController?.pushViewController(
      PlayerListViewController(environment: environment), animated: true)
  }

  private func showLoginError(_ error: ServiceError) {
    presentErrorAlert(
      title: LoginTexts.errorTitle, message: error.message, buttonTitle: AlertTexts.ok)
  }

  // MARK: - Private

  private func wireActions() {
    layout.loginButton.action = { [weak self] in await self?.loginTapped() }
    layout.registerButton.action = { [weak self] in await self?.registerTapped() }
  }

  private func fillRememberedUser() {
    let preferences = LoginPreferences(
      settings: environment.settings, credentials: environment.credentials)
    layout.rememberSwitch.isOn = preferences.remember
    layout.usernameField.text = preferences.username
  }
}

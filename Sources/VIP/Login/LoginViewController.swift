import Domain
import ViewKit

/// The view models the Login presenter hands over.
@MainActor
package protocol LoginDisplayLogic: AnyObject {
  /// Shows the remembered username and switch.
  func displayRemembered(viewModel: Login.FetchRemembered.ViewModel)
  /// Shows the alert, or moves on to the Player List.
  func displayLogin(viewModel: Login.Login.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: Login.Loading.ViewModel)
}

/// The VIP view controller of Login: builds the form of SPEC §3.1, sends each tap as a request to
/// `LoginBusinessLogic`, displays the view models and asks `LoginRoutingLogic` to move on.
@MainActor
package final class LoginViewController: ViewController, LoginDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  package let router: any LoginRoutingLogic & LoginDataPassing
  private let interactor: any LoginBusinessLogic
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

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  package init(interactor: any LoginBusinessLogic, router: any LoginRoutingLogic & LoginDataPassing)
  {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the form in the order of the SPEC §3.1 table.
  package override func loadView() {
    let root = View()
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    for subview in [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ] {
      root.addSubview(subview)
    }
    view = root
    wireEvents()
  }

  /// Asks for the remembered state.
  package override func viewDidLoad() {
    super.viewDidLoad()
    interactor.fetchRemembered(request: Login.FetchRemembered.Request())
  }

  // MARK: - LoginDisplayLogic

  package func displayRemembered(viewModel: Login.FetchRemembered.ViewModel) {
    usernameField.text = viewModel.username
    rememberSwitch.isOn = viewModel.isRememberOn
  }

  package func displayLogin(viewModel: Login.Login.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    present(alert)
  }

  package func displayLoading(viewModel: Login.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  // MARK: - Private

  /// The fields are read at tap time, so no one keeps a copy of what is typed.
  private func wireEvents() {
    loginButton.action = { [weak self] in
      guard let self else { return }
      await interactor.login(
        request: Login.Login.Request(
          username: usernameField.text, password: passwordField.text,
          remember: rememberSwitch.isOn))
    }
    registerButton.action = { [weak self] in
      guard let self else { return }
      await interactor.register(
        request: Login.Register.Request(
          username: usernameField.text, password: passwordField.text,
          remember: rememberSwitch.isOn))
    }
  }
}

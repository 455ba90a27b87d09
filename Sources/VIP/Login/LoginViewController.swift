import Domain
import ViewKit

/// The view models the Login presenter hands over.
@MainActor
protocol LoginDisplayLogic: AnyObject {
  /// Shows the remembered username and switch.
  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel)
  /// Shows the alert, or moves on to the Player List.
  func displayLogin(viewModel: LoginScene.Login.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
}

/// The VIP view controller of Login: builds the form of SPEC §3.1, sends each tap as a request to
/// `LoginBusinessLogic`, displays the view models and asks `LoginRoutingLogic` to move on.
@MainActor
final class LoginViewController: ViewController, LoginDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any LoginRoutingLogic & LoginDataPassing
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
  init(interactor: any LoginBusinessLogic, router: any LoginRoutingLogic & LoginDataPassing) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the form in the order of the SPEC §3.1 table.
  ///
  /// Asks for the remembered state.
  override func viewDidLoad() {
    super.viewDidLoad()
    usernameField.autocorrection = false
    let rememberRow = StackView(
      axis: .horizontal, arrangedSubviews: [Label(text: LoginTexts.rememberMe), rememberSwitch])
    for subview in [
      usernameField, passwordField, loginButton, rememberRow, Label(text: LoginTexts.noAccount),
      registerButton,
    ] {
      view.addSubview(subview)
    }
    wireEvents()
    interactor.fetchRemembered(request: LoginScene.FetchRemembered.Request())
  }

  // MARK: - LoginDisplayLogic

  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel) {
    usernameField.text = viewModel.username
    rememberSwitch.isOn = viewModel.isRememberOn
  }

  func displayLogin(viewModel: LoginScene.Login.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToPlayerList()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: LoginScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  // MARK: - Private

  /// The fields are read at tap time, so no one keeps a copy of what is typed.
  private func wireEvents() {
    loginButton.action = { [weak self] in
      guard let self else { return }
      await interactor.login(
        request: LoginScene.Login.Request(
          username: usernameField.text, password: passwordField.text,
          remember: rememberSwitch.isOn))
    }
    registerButton.action = { [weak self] in
      guard let self else { return }
      await interactor.register(
        request: LoginScene.Register.Request(
          username: usernameField.text, password: passwordField.text,
          remember: rememberSwitch.isOn))
    }
  }
}

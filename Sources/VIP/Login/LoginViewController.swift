import Domain
import Layouts
import ViewKit

/// The VIP view controller of Login: wires the form of SPEC §3.1, sends each tap as a request to
/// `LoginBusinessLogic`, displays the view models and asks `LoginRoutingLogic` to move on.
@MainActor
final class LoginViewController: ViewController, LoginDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any LoginRoutingLogic & LoginDataPassing
  private let interactor: any LoginBusinessLogic
  private let layout = LoginLayout()

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(interactor: any LoginBusinessLogic, router: any LoginRoutingLogic & LoginDataPassing) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the form and asks for the remembered state.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    interactor.fetchRemembered(request: LoginScene.FetchRemembered.Request())
  }

  // MARK: - LoginDisplayLogic

  func displayRemembered(viewModel: LoginScene.FetchRemembered.ViewModel) {
    layout.usernameField.text = viewModel.username
    layout.rememberSwitch.isOn = viewModel.isRememberOn
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

  // MARK: - Events

  // The fields are read at tap time, so no one keeps a copy of what is typed.
  private func loginTapped() async {
    await interactor.login(
      request: LoginScene.Login.Request(
        username: layout.usernameField.text, password: layout.passwordField.text,
        remember: layout.rememberSwitch.isOn))
  }

  private func registerTapped() async {
    await interactor.register(
      request: LoginScene.Register.Request(
        username: layout.usernameField.text, password: layout.passwordField.text,
        remember: layout.rememberSwitch.isOn))
  }

  // MARK: - Private

  private func wireActions() {
    layout.loginButton.action = { [weak self] in await self?.loginTapped() }
    layout.registerButton.action = { [weak self] in await self?.registerTapped() }
  }
}

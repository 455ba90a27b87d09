import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Login: creates `LoginViewModel`, wires the form of SPEC §3.1 to
/// it, shows its outputs in `updateProperties()`, which observes it, and pushes the Player List
/// once the user is signed in.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let viewModel: LoginViewModel
  private let layout = LoginLayout()
  // Passed on to the Player List this screen opens.
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates Login and its view model over `environment`'s services and stores.
  init(environment: AppEnvironment) {
    self.environment = environment
    viewModel = LoginViewModel(environment: environment)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the form and wires it.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
  }

  /// Outputs come back to the widgets; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    layout.usernameField.text = viewModel.username
    layout.rememberSwitch.isOn = viewModel.remember
    setLoading(viewModel.isLoading)
    presentError(viewModel.alert) { [viewModel] in viewModel.alert = nil }
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.usernameField.onEditingChanged = { viewModel.username = $0 }
    layout.passwordField.onEditingChanged = { viewModel.password = $0 }
    layout.rememberSwitch.onValueChanged = { viewModel.remember = $0 }
    layout.loginButton.action = { [weak self] in
      if await viewModel.signIn() { self?.showPlayerList() }
    }
    layout.registerButton.action = { [weak self] in
      if await viewModel.register() { self?.showPlayerList() }
    }
  }

  /// A new Player List for the user just signed in; it loads its players itself.
  private func showPlayerList() {
    navigationController?.pushViewController(
      PlayerListViewController(environment: environment), animated: true)
  }
}

import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Login: wires the form of SPEC §3.1, sends each event to
/// `LoginViewModel` and shows its outputs in `updateProperties()`, which observes it.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let viewModel: LoginViewModel
  private let layout = LoginLayout()

  // MARK: - Init

  /// Creates Login bound to `viewModel`.
  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the form, wires it, and lets the view model read the remembered state.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    viewModel.load()
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
    layout.loginButton.action = { await viewModel.signIn() }
    layout.registerButton.action = { await viewModel.register() }
  }
}

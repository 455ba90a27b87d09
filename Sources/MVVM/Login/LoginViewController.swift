import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Login: wires the form of SPEC §3.1, sends each event to
/// `LoginViewModel` and binds its outputs in `bind()`; the view model shows the Player List.
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

  /// Installs the form, binds it, and lets the view model read the remembered state.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    bind()
    viewModel.viewDidLoad()
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.usernameField.onEditingChanged = { viewModel.usernameChanged($0) }
    layout.passwordField.onEditingChanged = { viewModel.passwordChanged($0) }
    layout.rememberSwitch.onValueChanged = { viewModel.rememberChanged($0) }
    layout.loginButton.action = { await viewModel.loginTapped() }
    layout.registerButton.action = { await viewModel.registerTapped() }
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.username.observe(on: self) { controller, text in
      controller.layout.usernameField.text = text
    }
    viewModel.remember.observe(on: self) { controller, isOn in
      controller.layout.rememberSwitch.isOn = isOn
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.presentError(alert) }
  }
}

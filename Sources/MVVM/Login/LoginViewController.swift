import Domain
import Layouts
import ViewKit

/// The MVVM view controller of Login: wires the form of SPEC §3.1, sends each event to
/// `LoginViewModel`, binds its outputs in `bind()` and pushes the Player List.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let viewModel: LoginViewModel
  private let environment: AppEnvironment
  private let layout = LoginLayout()

  // MARK: - Init

  /// Creates Login bound to `viewModel`; `environment` serves the Player List it opens.
  init(viewModel: LoginViewModel, environment: AppEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
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

  // MARK: - Navigation

  /// Pushes the Player List: its view model, whose actions open screens from the list's
  /// controller, then that controller.
  func showPlayerList() {
    // Set once the controller exists; no action can run before it is on screen.
    weak var list: PlayerListViewController?
    let listViewModel = PlayerListViewModel(
      playerService: environment.players,
      actions: .init(
        showPlayerDetail: { list?.showPlayerDetail(for: $0) },
        showPlayerAdd: { list?.showPlayerAdd() },
        showConfirmPlayers: { list?.showConfirmPlayers(with: $0) }))
    let controller = PlayerListViewController(viewModel: listViewModel, environment: environment)
    list = controller
    navigationController?.pushViewController(controller, animated: true)
  }
}

import Domain
import ViewKit

/// The MVVM view controller of Login: builds the form of SPEC §3.1, sends each event to
/// `LoginViewModel`, binds its outputs in `bind()` and pushes the Player List.
@MainActor
final class LoginViewController: ViewController {
  // MARK: - Properties

  private let viewModel: LoginViewModel
  private let environment: AppEnvironment
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

  /// Creates Login bound to `viewModel`; `environment` serves the Player List it opens.
  init(viewModel: LoginViewModel, environment: AppEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the form, binds it, and lets the view model read the remembered state.
  override func viewDidLoad() {
    super.viewDidLoad()
    buildForm()
    bind()
    viewModel.viewDidLoad()
  }

  // MARK: - Private

  /// The form in the order of the SPEC §3.1 table.
  private func buildForm() {
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

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    usernameField.onEditingChanged = { viewModel.usernameChanged($0) }
    passwordField.onEditingChanged = { viewModel.passwordChanged($0) }
    rememberSwitch.onValueChanged = { viewModel.rememberChanged($0) }
    loginButton.action = { await viewModel.loginTapped() }
    registerButton.action = { await viewModel.registerTapped() }
    viewModel.username.observe(on: self) { controller, text in controller.usernameField.text = text
    }
    viewModel.remember.observe(on: self) { controller, isOn in controller.rememberSwitch.isOn = isOn
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

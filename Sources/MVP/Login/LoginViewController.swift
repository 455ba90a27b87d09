import Domain
import Layouts
import ViewKit

/// The MVP view controller of Login: installs `LoginLayout`, assembles `LoginView` and
/// `LoginPresenter` and performs navigation (push the Player List); Login has no title
/// (SPEC §3.1).
@MainActor
final class LoginViewController: ViewController, LoginNavigating {
  // MARK: - Properties

  private let layout = LoginLayout()
  private let screenView: LoginView
  private let presenter: LoginPresenter
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates Login over the auth service and the stores of `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
    screenView = LoginView(layout: layout)
    presenter = LoginPresenter(
      view: screenView, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials)
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the form, then lets the presenter fill in the remembered username and switch.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }

  // MARK: - LoginNavigating

  /// Pushes the Player List, built over the same environment.
  func showPlayerList() {
    navigationController?.pushViewController(
      PlayerListViewController(environment: environment), animated: true)
  }
}

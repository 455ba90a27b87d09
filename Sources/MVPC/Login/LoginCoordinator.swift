import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Login: assembles `LoginViewController`, `LoginView` and
/// `LoginPresenter` as the root screen of the stack, and starts the Player List once signed in.
@MainActor
final class LoginCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its root screen, and the screen holds the coordinator tree.
  private weak var viewController: LoginViewController?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of Login over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Nothing to push: Login is the root of the stack, which `AppCoordinator` builds on
  /// `makeViewController()`.
  func start() {}

  // MARK: - Assembly

  /// Builds Login over `SignIn` and the stores; the caller puts it at the root of a stack.
  func makeViewController() -> LoginViewController {
    let layout = LoginLayout()
    let screenView = LoginView(layout: layout)
    let presenter = LoginPresenter(
      view: screenView, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials, delegate: self)
    let viewController = LoginViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    return viewController
  }
}

// MARK: - LoginPresenterDelegate

extension LoginCoordinator: LoginPresenterDelegate {
  /// Starts the Player List's coordinator, which pushes the list.
  func didLogIn() {
    guard let navigationController = viewController?.navigationController else { return }
    let playerList = PlayerListCoordinator(
      navigationController: navigationController, environment: environment)
    startChild(playerList)
  }
}

import Domain
import ViewKit

/// The MVP-C coordinator of Login: assembles `LoginViewController`, `LoginView` and
/// `LoginPresenter` as the root of the stack, and starts the Player List once signed in.
@MainActor
final class LoginCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  private weak var navigationController: NavigationController?
  private weak var viewController: LoginViewController?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of Login on `navigationController`, over `environment`.
  init(navigationController: NavigationController, environment: AppEnvironment) {
    self.navigationController = navigationController
    self.environment = environment
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Login over the auth service and the stores, and makes it the root of the stack.
  func start() {
    let screenView = LoginView()
    let presenter = LoginPresenter(
      view: screenView, authService: environment.auth, settings: environment.settings,
      credentials: environment.credentials, delegate: self)
    let viewController = LoginViewController(screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.setViewControllers([viewController], animated: false)
  }
}

// MARK: - LoginPresenterDelegate

extension LoginCoordinator: LoginPresenterDelegate {
  /// Starts the Player List's coordinator, which pushes the list.
  func didLogIn() {
    guard let navigationController else { return }
    let playerList = PlayerListCoordinator(
      navigationController: navigationController, environment: environment)
    startChild(playerList)
  }
}

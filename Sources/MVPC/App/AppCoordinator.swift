import Domain
import ViewKit

/// The root of MVP-C's coordinator tree: drives the app's navigation stack and starts Login on it.
@MainActor
final class AppCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds this coordinator (`CoordinatedNavigationController.rootCoordinator`).
  private weak var navigationController: NavigationController?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of the app shown on `navigationController`, over `environment`.
  init(navigationController: NavigationController, environment: AppEnvironment) {
    self.navigationController = navigationController
    self.environment = environment
  }

  // MARK: - Coordinator

  /// None: the app has no screen of its own, Login is its child's.
  var rootViewController: ViewController? { nil }

  /// Starts Login as the root of the stack.
  func start() {
    guard let navigationController else { return }
    let login = LoginCoordinator(
      navigationController: navigationController, environment: environment)
    startChild(login)
  }
}

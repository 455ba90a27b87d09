import Domain
import ViewKit

/// The root of MVP-C's coordinator tree: builds the app's stack on Login and, as the stack's
/// delegate, drops the coordinators whose screens have left it.
@MainActor
final class AppCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds this coordinator, through its root screen.
  private weak var navigationController: NavigationController?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of the app over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Coordinator

  /// None: the app has no screen of its own, Login is its child's.
  var rootViewController: ViewController? { nil }

  /// Starts the app; `launch()` also returns the stack it built.
  func start() {
    launch()
  }

  // MARK: - Launch

  /// Starts Login as the root of a new stack and returns the stack; the stack's root screen keeps
  /// this tree alive, since a navigation controller holds its delegate weakly, as UIKit's does.
  @discardableResult
  func launch() -> NavigationController {
    let login = LoginCoordinator(environment: environment)
    addChild(login)
    let root = login.makeViewController()
    root.coordinatorTree = self
    let navigationController = NavigationController(rootViewController: root)
    navigationController.delegate = self
    self.navigationController = navigationController
    return navigationController
  }
}

// MARK: - NavigationControllerDelegate

extension AppCoordinator: NavigationControllerDelegate {
  /// A screen came on top (a push, Back, Done, the end of a gather): the coordinators of the
  /// screens that left go with them.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    removeFinishedChildren(keeping: navigationController.viewControllers)
  }
}

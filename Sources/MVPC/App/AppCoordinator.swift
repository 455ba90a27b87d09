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
  // Weak: the declarative stack's root view holds Login's view state.
  private weak var loginViewState: LoginViewState?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of the app over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Coordinator

  /// None: the app has no screen of its own, Login is its child's.
  var rootViewController: ViewController? { nil }

  /// None, as in the UIKit-shaped UI.
  var rootViewState: AnyObject? { nil }

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

  /// Starts Login as the root of the declarative UI, whose screens above it go on `path`, and
  /// returns Login's view state; `path` keeps this tree alive and tells it of every change.
  func launch(on path: ScreenPath) -> LoginViewState {
    let login = LoginCoordinator(environment: environment)
    addChild(login)
    path.delegate = self
    let viewState = login.makeViewState(on: path)
    loginViewState = viewState
    return viewState
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

// MARK: - ScreenPathDelegate

extension AppCoordinator: ScreenPathDelegate {
  /// The path changed (a push, Back, Done, the end of a gather): the coordinators of the screens
  /// that left go with them; Login, the stack's root, is never in the path.
  func screenPath(_ path: ScreenPath, didChange destinations: [Destination]) {
    removeFinishedChildren(
      keeping: [loginViewState].compactMap(\.self) + destinations.map(\.viewState))
  }
}

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
  private weak var viewState: LoginViewState?
  // The declarative UI's path, where the Player List goes; `nil` in the UIKit-shaped UI.
  private weak var path: ScreenPath?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of Login over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  var rootViewState: AnyObject? { viewState }

  /// Nothing to push: Login is the root of the stack, which `AppCoordinator` builds on
  /// `makeViewController()` (or `makeViewState(on:)`).
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

  /// Builds Login's view state over the same presenter; the caller puts it at the root of the
  /// declarative stack, and the Player List goes on `path`.
  func makeViewState(on path: ScreenPath) -> LoginViewState {
    let viewState = LoginViewState()
    viewState.presenter = LoginPresenter(
      view: viewState, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials, delegate: self)
    self.viewState = viewState
    self.path = path
    return viewState
  }
}

// MARK: - LoginPresenterDelegate

extension LoginCoordinator: LoginPresenterDelegate {
  /// Starts the Player List's coordinator, which pushes the list.
  func didLogIn() {
    let stack: ScreenStack
    if let navigationController = viewController?.navigationController {
      stack = .uikit(navigationController)
    } else if let path {
      stack = .declarative(path)
    } else {
      return
    }
    let playerList = PlayerListCoordinator(stack: stack, environment: environment)
    startChild(playerList)
  }
}

import Domain
import ViewKit

/// The VIPER router of Login: assembles the module and pushes the Player List module.
@MainActor
final class LoginRouter {
  // MARK: - Properties

  /// The module's screen, which the next module is pushed from.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router; `environment` builds the modules it opens.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Assembly

  /// Builds the Login module over `environment`: view → presenter → interactor and router, with
  /// the presenter holding the view, and the interactor its output, weakly.
  static func createModule(environment: AppEnvironment) -> LoginViewController {
    let (view, router) = assemble(environment: environment) { LoginViewController(presenter: $0) }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(environment: AppEnvironment, path: ModulePath) -> LoginViewState {
    let (viewState, router) = assemble(environment: environment) { LoginViewState(presenter: $0) }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: LoginViewProtocol>(
    environment: AppEnvironment, makeView: (LoginPresenter) -> View
  ) -> (View, LoginRouter) {
    let router = LoginRouter(environment: environment)
    let interactor = LoginInteractor(
      signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials)
    let presenter = LoginPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - LoginRouterProtocol

extension LoginRouter: LoginRouterProtocol {
  func showPlayerList() {
    // Login hands nothing on: the Player List loads the signed-in user's players itself.
    if let path {
      path.show(.playerList(PlayerListRouter.createViewState(environment: environment, path: path)))
    } else {
      let playerList = PlayerListRouter.createModule(environment: environment)
      viewController?.navigationController?.pushViewController(playerList, animated: true)
    }
  }
}

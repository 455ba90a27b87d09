import Domain
import ViewKit

/// Wires the Login scene's VIP cycle; called by the composition root.
@MainActor
enum LoginConfigurator {
  /// Builds the scene over `environment`: view controller → interactor → presenter → view
  /// controller (weakly), with the router holding the view controller weakly.
  static func makeScene(environment: AppEnvironment) -> LoginViewController {
    let presenter = LoginPresenter()
    let interactor = LoginInteractor(
      presenter: presenter, authService: environment.auth, settings: environment.settings,
      credentials: environment.credentials)
    let router = LoginRouter(dataStore: interactor, environment: environment)
    let viewController = LoginViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

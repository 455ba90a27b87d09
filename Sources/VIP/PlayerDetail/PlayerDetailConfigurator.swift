import Domain
import ViewKit

/// Wires the Player Detail scene's VIP cycle; called by the Player List's router.
@MainActor
enum PlayerDetailConfigurator {
  /// Builds the scene; the caller's router then puts the player in its data store.
  static func makeScene(environment: AppEnvironment) -> PlayerDetailViewController {
    let presenter = PlayerDetailPresenter()
    let interactor = PlayerDetailInteractor(presenter: presenter)
    let router = PlayerDetailRouter(dataStore: interactor, environment: environment)
    let viewController = PlayerDetailViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

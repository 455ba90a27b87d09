import Domain
import ViewKit

/// Wires the Player Edit scene's VIP cycle; called by Player Detail's router.
@MainActor
enum PlayerEditConfigurator {
  /// Builds the scene over `environment`'s player service; the caller's router then puts the
  /// player and field in its data store.
  static func makeScene(environment: AppEnvironment) -> PlayerEditViewController {
    let presenter = PlayerEditPresenter()
    let interactor = PlayerEditInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerEditRouter(dataStore: interactor)
    let viewController = PlayerEditViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

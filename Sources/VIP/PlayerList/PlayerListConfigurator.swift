import Domain
import ViewKit

/// Wires the Player List scene's VIP cycle; called by Login's router.
@MainActor
enum PlayerListConfigurator {
  /// Builds the scene over `environment`'s player service.
  static func makeScene(environment: AppEnvironment) -> PlayerListViewController {
    let presenter = PlayerListPresenter()
    let interactor = PlayerListInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerListRouter(dataStore: interactor, environment: environment)
    let viewController = PlayerListViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

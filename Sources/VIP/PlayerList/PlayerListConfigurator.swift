import Domain
import ViewKit

/// Wires the Player List scene's VIP cycle; called by Login's router.
@MainActor
package enum PlayerListConfigurator {
  /// Builds the scene over `environment`'s player service.
  package static func makeScene(environment: AppEnvironment) -> PlayerListViewController {
    let presenter = PlayerListPresenter()
    let interactor = PlayerListInteractor(presenter: presenter, players: environment.players)
    let router = PlayerListRouter(dataStore: interactor, environment: environment)
    let viewController = PlayerListViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

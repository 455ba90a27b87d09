import Domain
import ViewKit

/// Wires the Player Add scene's VIP cycle; called by the Player List's router.
@MainActor
enum PlayerAddConfigurator {
  /// Builds the scene over `environment`'s player service.
  static func makeScene(environment: AppEnvironment) -> PlayerAddViewController {
    let presenter = PlayerAddPresenter()
    let interactor = PlayerAddInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerAddRouter(dataStore: interactor)
    let viewController = PlayerAddViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

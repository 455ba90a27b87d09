import Domain
import ViewKit

/// Wires the Confirm Players scene's VIP cycle; called by the Player List's router.
@MainActor
enum ConfirmPlayersConfigurator {
  /// Builds the scene over `environment`'s gather service; the caller's router then puts the
  /// selected players in its data store.
  static func makeScene(environment: AppEnvironment) -> ConfirmPlayersViewController {
    let presenter = ConfirmPlayersPresenter()
    let interactor = ConfirmPlayersInteractor(
      presenter: presenter, gatherService: environment.gathers)
    let router = ConfirmPlayersRouter(dataStore: interactor, environment: environment)
    let viewController = ConfirmPlayersViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

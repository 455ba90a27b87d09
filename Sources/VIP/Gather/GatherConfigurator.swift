import Domain
import ViewKit

/// Wires the Gather scene's VIP cycle; called by Confirm Players' router.
@MainActor
enum GatherConfigurator {
  /// Builds the scene over `environment`'s gather service and clock; the caller's router then
  /// puts the gather in its data store.
  static func makeScene(environment: AppEnvironment) -> GatherViewController {
    let presenter = GatherPresenter()
    let interactor = GatherInteractor(
      presenter: presenter, gatherService: environment.gathers, clock: environment.clock)
    let router = GatherRouter(dataStore: interactor)
    let viewController = GatherViewController(interactor: interactor, router: router)
    presenter.viewController = viewController
    router.viewController = viewController
    return viewController
  }
}

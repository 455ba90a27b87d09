import Domain

/// Wires the Gather scene's VIP cycle around either UI's display; called by Confirm Players' router.
@MainActor
enum GatherConfigurator {
  /// Builds the scene over `environment`'s gather service and clock; the caller's router then
  /// puts the gather in its data store.
  static func makeScene(environment: AppEnvironment) -> GatherViewController {
    configure(environment: environment) { GatherViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`, with `pass`
  /// filling its data store; it then shows the gather, its initial state built at assembly.
  static func makeViewState(
    environment: AppEnvironment, navigation: any SceneNavigation,
    passing pass: (any GatherDataStore) -> Void
  ) -> GatherViewState {
    let viewState = configure(environment: environment) {
      GatherViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
    viewState.router.dataStore.map(pass)
    viewState.interactor.fetchGather(request: GatherScene.FetchGather.Request())
    return viewState
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: GatherDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (GatherInteractor, GatherRouter) -> Display
  ) -> Display {
    let presenter = GatherPresenter()
    let interactor = GatherInteractor(
      presenter: presenter, gatherService: environment.gathers, clock: environment.clock)
    let router = GatherRouter(dataStore: interactor)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

import Domain

/// Wires the Confirm Players scene's VIP cycle around either UI's display; called by the Player List's router.
@MainActor
enum ConfirmPlayersConfigurator {
  /// Builds the scene over `environment`'s gather service; the caller's router then puts the
  /// selected players in its data store.
  static func makeScene(environment: AppEnvironment) -> ConfirmPlayersViewController {
    configure(environment: environment) { ConfirmPlayersViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`, with `pass`
  /// filling its data store; it then shows the teams, its initial state built at assembly.
  static func makeViewState(
    environment: AppEnvironment, navigation: any SceneNavigation,
    passing pass: (any ConfirmPlayersDataStore) -> Void
  ) -> ConfirmPlayersViewState {
    let viewState = configure(environment: environment) {
      ConfirmPlayersViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
    viewState.router.dataStore.map(pass)
    viewState.interactor.fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request())
    return viewState
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: ConfirmPlayersDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (ConfirmPlayersInteractor, ConfirmPlayersRouter) -> Display
  ) -> Display {
    let presenter = ConfirmPlayersPresenter()
    let interactor = ConfirmPlayersInteractor(
      presenter: presenter, gatherService: environment.gathers)
    let router = ConfirmPlayersRouter(dataStore: interactor, environment: environment)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

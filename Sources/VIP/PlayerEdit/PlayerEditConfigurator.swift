import Domain

/// Wires the Player Edit scene's VIP cycle around either UI's display; called by Player Detail's router.
@MainActor
enum PlayerEditConfigurator {
  /// Builds the scene over `environment`'s player service; the caller's router then puts the
  /// player and field in its data store.
  static func makeScene(environment: AppEnvironment) -> PlayerEditViewController {
    configure(environment: environment) { PlayerEditViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`, with `pass`
  /// filling its data store; it then shows the field, its initial state built at assembly.
  static func makeViewState(
    environment: AppEnvironment, navigation: any SceneNavigation,
    passing pass: (any PlayerEditDataStore) -> Void
  ) -> PlayerEditViewState {
    let viewState = configure(environment: environment) {
      PlayerEditViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
    viewState.router.dataStore.map(pass)
    viewState.interactor.fetchField(request: PlayerEditScene.FetchField.Request())
    return viewState
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: PlayerEditDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (PlayerEditInteractor, PlayerEditRouter) -> Display
  ) -> Display {
    let presenter = PlayerEditPresenter()
    let interactor = PlayerEditInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerEditRouter(dataStore: interactor)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

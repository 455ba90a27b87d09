import Domain

/// Wires the Player List scene's VIP cycle around either UI's display; called by Login's router.
@MainActor
enum PlayerListConfigurator {
  /// Builds the scene over `environment`'s player service.
  static func makeScene(environment: AppEnvironment) -> PlayerListViewController {
    configure(environment: environment) { PlayerListViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`.
  static func makeViewState(environment: AppEnvironment, navigation: any SceneNavigation)
    -> PlayerListViewState
  {
    configure(environment: environment) {
      PlayerListViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: PlayerListDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (PlayerListInteractor, PlayerListRouter) -> Display
  ) -> Display {
    let presenter = PlayerListPresenter()
    let interactor = PlayerListInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerListRouter(dataStore: interactor, environment: environment)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

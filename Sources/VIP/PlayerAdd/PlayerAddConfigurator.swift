import Domain

/// Wires the Player Add scene's VIP cycle around either UI's display; called by the Player List's router.
@MainActor
enum PlayerAddConfigurator {
  /// Builds the scene over `environment`'s player service.
  static func makeScene(environment: AppEnvironment) -> PlayerAddViewController {
    configure(environment: environment) { PlayerAddViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`.
  static func makeViewState(environment: AppEnvironment, navigation: any SceneNavigation)
    -> PlayerAddViewState
  {
    configure(environment: environment) {
      PlayerAddViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: PlayerAddDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (PlayerAddInteractor, PlayerAddRouter) -> Display
  ) -> Display {
    let presenter = PlayerAddPresenter()
    let interactor = PlayerAddInteractor(presenter: presenter, playerService: environment.players)
    let router = PlayerAddRouter(dataStore: interactor)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

import Domain

/// Wires the Player Detail scene's VIP cycle around either UI's display; called by the Player List's router.
@MainActor
enum PlayerDetailConfigurator {
  /// Builds the scene; the caller's router then puts the player in its data store.
  static func makeScene(environment: AppEnvironment) -> PlayerDetailViewController {
    configure(environment: environment) { PlayerDetailViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`.
  static func makeViewState(environment: AppEnvironment, navigation: any SceneNavigation)
    -> PlayerDetailViewState
  {
    configure(environment: environment) {
      PlayerDetailViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: PlayerDetailDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (PlayerDetailInteractor, PlayerDetailRouter) -> Display
  ) -> Display {
    let presenter = PlayerDetailPresenter()
    let interactor = PlayerDetailInteractor(presenter: presenter)
    let router = PlayerDetailRouter(dataStore: interactor, environment: environment)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

import Domain

/// Wires the Login scene's VIP cycle around either UI's display; called by the composition root.
@MainActor
enum LoginConfigurator {
  /// Builds the scene over `environment`: view controller → interactor → presenter → view
  /// controller (weakly), with the router holding the view controller weakly.
  static func makeScene(environment: AppEnvironment) -> LoginViewController {
    configure(environment: environment) { LoginViewController(interactor: $0, router: $1) }
  }

  /// Builds the scene for the declarative UI: its view state, on `navigation`, showing the
  /// remembered state, its initial state built at assembly.
  static func makeViewState(environment: AppEnvironment, navigation: any SceneNavigation)
    -> LoginViewState
  {
    let viewState = configure(environment: environment) {
      LoginViewState(interactor: $0, router: $1, sceneNavigation: navigation)
    }
    viewState.interactor.fetchRemembered(request: LoginScene.FetchRemembered.Request())
    return viewState
  }

  /// Wires interactor → presenter → the display `makeDisplay` builds (weakly), with the router
  /// holding the display weakly: the same cycle whichever UI the display belongs to.
  private static func configure<Display: LoginDisplayLogic & SceneDisplay>(
    environment: AppEnvironment,
    makeDisplay: (LoginInteractor, LoginRouter) -> Display
  ) -> Display {
    let presenter = LoginPresenter()
    let interactor = LoginInteractor(
      presenter: presenter, authService: environment.auth, settings: environment.settings,
      credentials: environment.credentials)
    let router = LoginRouter(dataStore: interactor, environment: environment)
    let display = makeDisplay(interactor, router)
    presenter.viewController = display
    router.viewController = display
    return display
  }
}

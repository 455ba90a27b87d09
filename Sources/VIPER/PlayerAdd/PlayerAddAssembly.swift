import Domain

/// Wires the Player Add module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum PlayerAddAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: PlayerAddViewProtocol>(
    output: (any PlayerAddModuleOutput)?, environment: AppEnvironment,
    router: any PlayerAddRouterProtocol,
    makeView: (PlayerAddPresenter) -> View
  ) -> View {
    let interactor = PlayerAddInteractor(playerService: environment.players)
    let presenter = PlayerAddPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

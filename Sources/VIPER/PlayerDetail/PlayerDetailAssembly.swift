import Domain

/// Wires the Player Detail module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum PlayerDetailAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: PlayerDetailViewProtocol>(
    player: Player, output: (any PlayerDetailModuleOutput)?, environment: AppEnvironment,
    router: any PlayerDetailRouterProtocol,
    makeView: (PlayerDetailPresenter) -> View
  ) -> View {
    let interactor = PlayerDetailInteractor(player: player)
    let presenter = PlayerDetailPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

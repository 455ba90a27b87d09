import Domain

/// Wires the Player List module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum PlayerListAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: PlayerListViewProtocol>(
    environment: AppEnvironment, router: any PlayerListRouterProtocol,
    makeView: (PlayerListPresenter) -> View
  ) -> View {
    let interactor = PlayerListInteractor(playerService: environment.players)
    let presenter = PlayerListPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

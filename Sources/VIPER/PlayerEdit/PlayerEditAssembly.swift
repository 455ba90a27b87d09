import Domain

/// Wires the Player Edit module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum PlayerEditAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: PlayerEditViewProtocol>(
    player: Player, field: PlayerField, output: (any PlayerEditModuleOutput)?,
    environment: AppEnvironment, router: any PlayerEditRouterProtocol,
    makeView: (PlayerEditPresenter) -> View
  ) -> View {
    let interactor = PlayerEditInteractor(
      playerService: environment.players, player: player, field: field)
    let presenter = PlayerEditPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

import Domain

/// Wires the Confirm Players module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum ConfirmPlayersAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: ConfirmPlayersViewProtocol>(
    players: [Player], environment: AppEnvironment, router: any ConfirmPlayersRouterProtocol,
    makeView: (ConfirmPlayersPresenter) -> View
  ) -> View {
    let interactor = ConfirmPlayersInteractor(
      gatherService: environment.gathers, players: players)
    let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

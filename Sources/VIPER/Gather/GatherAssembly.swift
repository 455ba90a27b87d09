import Domain

/// Wires the Gather module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum GatherAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: GatherViewProtocol>(
    model: GatherModel, output: (any GatherModuleOutput)?, environment: AppEnvironment,
    router: any GatherRouterProtocol,
    makeView: (GatherPresenter) -> View
  ) -> View {
    let interactor = GatherInteractor(
      gatherService: environment.gathers, model: model, clock: environment.clock)
    let presenter = GatherPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

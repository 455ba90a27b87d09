import Domain

/// Wires the Login module's roles, the same for both UIs: each UI's router asks it, with
/// itself as the module's router and its own view.
@MainActor
enum LoginAssembly {
  /// Wires the module around the view `makeView` builds and the router `router` of its UI,
  /// whichever UI it belongs to.
  static func assemble<View: LoginViewProtocol>(
    environment: AppEnvironment, router: any LoginRouterProtocol,
    makeView: (LoginPresenter) -> View
  ) -> View {
    let interactor = LoginInteractor(
      signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials)
    let presenter = LoginPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

import DeclarativeKit

/// The declarative UI's scene: a `NavigationStack` over the router's path, Login at its root
/// and the router's screen for each route.
struct DeclarativeRoot: View {
  /// Login's view state, which asks `router` for the Player List.
  let login: LoginViewState
  /// The screens above Login.
  @Bindable var router: ScreenRouter

  /// The stack, with the screen of each route.
  var body: some View {
    NavigationStack(path: $router.path) {
      LoginScreen(viewState: login)
        .navigationDestination(for: Route.self) { router.screen(for: $0) }
    }
  }
}

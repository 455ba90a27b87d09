import DeclarativeKit

/// The declarative UI's scene: a `NavigationStack` over the coordinator's path, Login at its
/// root and the coordinator's screen for each route.
struct DeclarativeRoot: View {
  /// Login's view state, whose sign-in the coordinator hears.
  let login: LoginViewState
  /// The coordinator that owns the screens above Login.
  @Bindable var coordinator: PathCoordinator

  /// The stack, with the screen of each route.
  var body: some View {
    NavigationStack(path: $coordinator.path) {
      LoginScreen(viewState: login)
        .navigationDestination(for: Route.self) { coordinator.screen(for: $0) }
    }
  }
}

import DeclarativeKit

/// The declarative VIP UI's scene: a `NavigationStack` over `ScenePath`, Login's screen at its
/// root and, above it, the screen of each scene the routers put on the path.
struct SceneStack: View {
  /// Login's display, whose router puts the Player List on the path.
  let login: LoginViewState
  /// The scenes above Login.
  @Bindable var path: ScenePath

  /// The stack, each route drawn by its scene's screen.
  var body: some View {
    NavigationStack(path: $path.routes) {
      LoginScreen(viewState: login)
        .navigationDestination(for: SceneRoute.self) { SceneRouteScreen(route: $0) }
    }
  }
}

/// The screen of one route, over the view state it carries.
struct SceneRouteScreen: View {
  /// The route to draw.
  let route: SceneRoute

  /// The scene's screen.
  var body: some View {
    switch route {
    case .playerList(let viewState): PlayerListScreen(viewState: viewState)
    case .playerDetail(let viewState): PlayerDetailScreen(viewState: viewState)
    case .playerEdit(let viewState): PlayerEditScreen(viewState: viewState)
    case .playerAdd(let viewState): PlayerAddScreen(viewState: viewState)
    case .confirmPlayers(let viewState): ConfirmPlayersScreen(viewState: viewState)
    case .gather(let viewState): GatherScreen(viewState: viewState)
    }
  }
}

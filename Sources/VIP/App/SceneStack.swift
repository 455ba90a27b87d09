import DeclarativeKit

/// The declarative VIP UI's scene: a `NavigationStack` over `ScenePath`, Login's screen at its
/// root and, above it, the screen of each route the routers put on the path.
struct SceneStack: View {
  /// Login's display, whose router puts the Player List on the path.
  let login: LoginViewState
  /// The routes above Login, and their scenes.
  @Bindable var path: ScenePath

  /// The stack, each route drawn by its scene's screen.
  var body: some View {
    NavigationStack(path: $path.routes) {
      LoginScreen(viewState: login)
        .navigationDestination(for: SceneRoute.self) { path.screen(for: $0) }
    }
  }
}

// MARK: - The view factory

extension ScenePath {
  /// The screen of `route`, over the scene built when the route was pushed.
  @ViewBuilder
  func screen(for route: SceneRoute) -> some View {
    switch route {
    case .playerList:
      if let viewState = scene(route, as: PlayerListViewState.self) {
        PlayerListScreen(viewState: viewState)
      }
    case .playerDetail:
      if let viewState = scene(route, as: PlayerDetailViewState.self) {
        PlayerDetailScreen(viewState: viewState)
      }
    case .playerEdit:
      if let viewState = scene(route, as: PlayerEditViewState.self) {
        PlayerEditScreen(viewState: viewState)
      }
    case .playerAdd:
      if let viewState = scene(route, as: PlayerAddViewState.self) {
        PlayerAddScreen(viewState: viewState)
      }
    case .confirmPlayers:
      if let viewState = scene(route, as: ConfirmPlayersViewState.self) {
        ConfirmPlayersScreen(viewState: viewState)
      }
    case .gather:
      if let viewState = scene(route, as: GatherViewState.self) {
        GatherScreen(viewState: viewState)
      }
    }
  }
}

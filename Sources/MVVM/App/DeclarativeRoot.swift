import DeclarativeKit

/// The declarative UI's scene: a `NavigationStack` over `RoutePath`, Login at its root and one
/// screen per route, each bound to the view model the route carries.
struct DeclarativeRoot: View {
  /// Login's view model, whose actions change `path`.
  let login: LoginViewModel
  /// The routes above Login.
  @Bindable var path: RoutePath

  /// The stack, with the screen of each route.
  var body: some View {
    NavigationStack(path: $path.routes) {
      LoginScreen(viewModel: login)
        .navigationDestination(for: Route.self) { RouteScreenView(route: $0) }
    }
  }
}

/// The declarative screen of one route, bound to the view model the route carries.
struct RouteScreenView: View {
  /// The route to show.
  let route: Route

  /// The route's screen.
  var body: some View {
    switch route {
    case .playerList(let viewModel): PlayerListScreen(viewModel: viewModel)
    case .playerDetail(let viewModel): PlayerDetailScreen(viewModel: viewModel)
    case .playerEdit(let viewModel): PlayerEditScreen(viewModel: viewModel)
    case .playerAdd(let viewModel): PlayerAddScreen(viewModel: viewModel)
    case .confirmPlayers(let viewModel): ConfirmPlayersScreen(viewModel: viewModel)
    case .gather(let viewModel): GatherScreen(viewModel: viewModel)
    }
  }
}

import DeclarativeKit

/// The declarative UI's scene: a `NavigationStack` over the `ScreenPath`, Login at its root and
/// one screen per destination, each rendering the view state the destination carries.
struct DeclarativeRoot: View {
  /// Login's view state, whose coordinator starts the Player List on `path`.
  let login: LoginViewState
  /// The screens above Login.
  @Bindable var path: ScreenPath

  /// The stack, with the screen of each destination.
  var body: some View {
    NavigationStack(path: $path.destinations) {
      LoginScreen(viewState: login)
        .navigationDestination(for: Destination.self) { DestinationScreen(destination: $0) }
    }
  }
}

/// The declarative screen of one destination.
struct DestinationScreen: View {
  /// The destination to show.
  let destination: Destination

  /// The destination's screen.
  var body: some View {
    switch destination {
    case .playerList(let viewState): PlayerListScreen(viewState: viewState)
    case .playerDetail(let viewState): PlayerDetailScreen(viewState: viewState)
    case .playerEdit(let viewState): PlayerEditScreen(viewState: viewState)
    case .playerAdd(let viewState): PlayerAddScreen(viewState: viewState)
    case .confirmPlayers(let viewState): ConfirmPlayersScreen(viewState: viewState)
    case .gather(let viewState): GatherScreen(viewState: viewState)
    }
  }
}

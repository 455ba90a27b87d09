import DeclarativeKit
import Domain

/// The MV app: Login at the root of a `NavigationStack` whose path is the `Navigator`'s, and the
/// app's models given to every screen with `.environment`.
struct AppScreen: View {
  /// The sign-in.
  let session: Session
  /// The signed-in user's players.
  let squad: Squad
  /// The gather being played.
  let match: Match
  /// The screens above Login.
  @Bindable var navigator: Navigator

  var body: some View {
    NavigationStack(path: $navigator.path) {
      LoginScreen(remembered: session.remembered)
        .navigationDestination(for: Navigator.Screen.self) { AppDestination(screen: $0) }
    }
    .environment(session)
    .environment(squad)
    .environment(match)
    .environment(navigator)
  }
}

/// The screen of one element of the `Navigator`'s path.
struct AppDestination: View {
  /// The path element to show.
  let screen: Navigator.Screen

  var body: some View {
    switch screen {
    case .playerList: PlayerListScreen()
    case .playerDetail(let player): PlayerDetailScreen(player: player)
    case .playerEdit(let player, let field): PlayerEditScreen(player: player, field: field)
    case .playerAdd: PlayerAddScreen()
    case .confirmPlayers(let bench): ConfirmPlayersScreen(bench: bench)
    case .gather: GatherScreen()
    }
  }
}

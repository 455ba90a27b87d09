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
        .navigationDestination(for: Navigator.Screen.self, destination: screen)
    }
    // Leaving Gather, by Back or after its end, stops the countdown.
    .onChange(of: navigator.isShowingGather) { _, isShown in
      if !isShown { match.stopTimer() }
    }
    .environment(session)
    .environment(squad)
    .environment(match)
    .environment(navigator)
  }

  /// The screen a path element pushes; wrapped so a screen's host is named after its view.
  private func screen(for element: Navigator.Screen) -> AnyView {
    switch element {
    case .playerList: AnyView(PlayerListScreen())
    case .playerDetail(let player): AnyView(PlayerDetailScreen(player: player))
    case .playerEdit(let player, let field): AnyView(PlayerEditScreen(player: player, field: field))
    case .playerAdd: AnyView(PlayerAddScreen())
    case .confirmPlayers(let bench): AnyView(ConfirmPlayersScreen(bench: bench))
    case .gather: AnyView(GatherScreen())
    }
  }
}

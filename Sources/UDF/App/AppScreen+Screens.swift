import DeclarativeKit
import Domain

extension AppScreen {
  /// The screen of the stack's element `id`, over a store scoped to it.
  func screen(for id: StackElementID) -> AnyView {
    // Read when the stack pushes `id`, which is in the state then.
    switch store.state.path[id: id] {
    case .playerList(let state):
      AnyView(PlayerListScreen(store: store.scope(id, state, \.playerList, Path.Action.playerList)))
    case .playerDetail(let state):
      AnyView(
        PlayerDetailScreen(store: store.scope(id, state, \.playerDetail, Path.Action.playerDetail)))
    case .playerEdit(let state):
      AnyView(PlayerEditScreen(store: store.scope(id, state, \.playerEdit, Path.Action.playerEdit)))
    case .playerAdd(let state):
      AnyView(PlayerAddScreen(store: store.scope(id, state, \.playerAdd, Path.Action.playerAdd)))
    case .confirmPlayers(let state):
      AnyView(
        ConfirmPlayersScreen(
          store: store.scope(id, state, \.confirmPlayers, Path.Action.confirmPlayers)))
    case .gather(let state):
      AnyView(GatherScreen(store: store.scope(id, state, \.gather, Path.Action.gather)))
    case nil:
      AnyView(EmptyView())
    }
  }
}

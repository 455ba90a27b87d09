import Domain
import ViewKit

extension AppNavigationController {
  /// The view controller of a pushed screen, over a store scoped to it.
  func makeController(for screen: Path.State, id: StackElementID) -> ViewController {
    switch screen {
    case .playerList(let state):
      PlayerListViewController(store: scope(id, state, \.playerList, Path.Action.playerList))
    case .playerDetail(let state):
      PlayerDetailViewController(store: scope(id, state, \.playerDetail, Path.Action.playerDetail))
    case .playerEdit(let state):
      PlayerEditViewController(store: scope(id, state, \.playerEdit, Path.Action.playerEdit))
    case .playerAdd(let state):
      PlayerAddViewController(store: scope(id, state, \.playerAdd, Path.Action.playerAdd))
    case .confirmPlayers(let state):
      ConfirmPlayersViewController(
        store: scope(id, state, \.confirmPlayers, Path.Action.confirmPlayers))
    case .gather(let state):
      GatherViewController(store: scope(id, state, \.gather, Path.Action.gather))
    }
  }

  private func scope<State, Action>(
    _ id: StackElementID, _ initial: State, _ toChild: @escaping (Path.State) -> State?,
    _ fromChild: @escaping (Action) -> Path.Action
  ) -> Store<State, Action> {
    appStore.scope(
      initial, state: { $0.path[id: id].flatMap(toChild) },
      action: { .path(.element(id: id, action: fromChild($0))) })
  }
}

import Domain
import ViewKit

extension AppNavigationController {
  /// The view controller of a pushed screen, over a store scoped to it.
  func makeController(for screen: Path.State, id: StackElementID) -> ViewController {
    switch screen {
    case .playerList(let state):
      PlayerListViewController(
        store: appStore.scope(id, state, \.playerList, Path.Action.playerList))
    case .playerDetail(let state):
      PlayerDetailViewController(
        store: appStore.scope(id, state, \.playerDetail, Path.Action.playerDetail))
    case .playerEdit(let state):
      PlayerEditViewController(
        store: appStore.scope(id, state, \.playerEdit, Path.Action.playerEdit))
    case .playerAdd(let state):
      PlayerAddViewController(store: appStore.scope(id, state, \.playerAdd, Path.Action.playerAdd))
    case .confirmPlayers(let state):
      ConfirmPlayersViewController(
        store: appStore.scope(id, state, \.confirmPlayers, Path.Action.confirmPlayers))
    case .gather(let state):
      GatherViewController(store: appStore.scope(id, state, \.gather, Path.Action.gather))
    }
  }
}

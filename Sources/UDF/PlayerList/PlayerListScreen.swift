import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Player List: shows its scoped store's `PlayerListFeature.State`
/// through `PlayerListContent` and sends every event as an action, as
/// `PlayerListViewController` does.
struct PlayerListScreen: View {
  /// The list's part of the app's store.
  let store: Store<PlayerListFeature.State, PlayerListFeature.Action>

  var body: some View {
    let state = store.state
    PlayerListContent(
      players: state.players,
      checkedIDs: state.selection.selectedIDs,
      controls: state.controls, isSelecting: state.isSelecting,
      showsEmptyView: state.isEmptyViewShown, isLoading: state.isLoading,
      // The alerts are drawn from the state's below.
      isConfirmingDelete: .constant(false), errorMessage: .constant(nil),
      actions: actions
    )
    // The list ignores input while the players load (SPEC §3.2).
    .allowsHitTesting(state.isInteractionEnabled)
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
    .task { await store.send(.appeared).finish() }
  }

  /// The buttons and rows, each sending its action.
  private var actions: PlayerListContent.Actions {
    let store = store
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { store.send(.selectTapped) }
    actions.actionTapped = { Task { await store.send(.actionTapped).finish() } }
    actions.retryTapped = { Task { await store.send(.retryTapped).finish() } }
    actions.playerTapped = { player in Task { await store.send(.playerTapped(player.id)).finish() }
    }
    // A row pushes Player Detail by its state, as TCA's `NavigationLink(state:)`: the stack's
    // `.push`, not an action of this screen.
    actions.playerLink = {
      AnyHashable(StackState<Path.State>.Component.toPush(.playerDetail(.init(player: $0))))
    }
    actions.deleteSwiped = { store.send(.deleteSwiped($0.id)) }
    return actions
  }
}

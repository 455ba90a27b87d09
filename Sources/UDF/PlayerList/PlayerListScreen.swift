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
      checkedIDs: Set(state.selection.selectedPlayers(in: state.players).map(\.id)),
      controls: state.controls, isSelecting: state.isSelecting,
      showsEmptyView: state.isEmptyViewShown, isLoading: state.isLoading,
      // Its buttons send their own actions.
      isConfirmingDelete: store.binding({ $0.deleteConfirmation != nil }, sending: { _ in nil }),
      errorMessage: store.binding(
        { $0.deleteConfirmation == nil ? $0.alert?.message.message : nil },
        sending: { _ in .alert(.dismiss) }),
      actions: actions
    )
    // The list ignores input while the players load (SPEC §3.2).
    .allowsHitTesting(state.isInteractionEnabled)
    .task { await store.send(.viewWillAppear).finish() }
  }

  /// The buttons, rows and alerts, each sending its action.
  private var actions: PlayerListContent.Actions {
    let store = store
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { store.send(.selectTapped) }
    actions.actionTapped = { await store.send(.actionTapped).finish() }
    actions.retryTapped = { await store.send(.retryTapped).finish() }
    actions.playerTapped = { player in
      guard let row = store.state.players.firstIndex(of: player) else { return }
      await store.send(.rowTapped(row)).finish()
    }
    actions.deleteSwiped = { player in
      guard let row = store.state.players.firstIndex(of: player) else { return }
      store.send(.deleteSwiped(row))
    }
    actions.deleteConfirmed = {
      guard let player = store.state.deleteConfirmation else { return }
      await store.send(.alert(.presented(.deleteConfirmed(player)))).finish()
    }
    actions.deleteCancelled = { await store.send(.alert(.dismiss)).finish() }
    return actions
  }
}

extension PlayerListFeature.State {
  /// The player the delete confirmation asks about, while it is shown.
  fileprivate var deleteConfirmation: Player? {
    for button in alert?.buttons ?? [] {
      if case .deleteConfirmed(let player)? = button.action { return player }
    }
    return nil
  }
}

import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The UDF declarative screen of Confirm Players: shows its scoped store's
/// `ConfirmPlayersFeature.State` through `ConfirmPlayersContent` and sends moves and Start as
/// actions, as `ConfirmPlayersViewController` does.
struct ConfirmPlayersScreen: View {
  /// Confirm's part of the app's store.
  let store: Store<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action>

  var body: some View {
    let state = store.state
    ConfirmPlayersContent(
      sections: state.sections, isStartEnabled: state.teams.canStartGather,
      isLoading: state.isLoading,
      // The alert is drawn from the state's below.
      isShowingError: .constant(false),
      onMove: move, onStart: { Task { await store.send(.startTapped).finish() } }
    )
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
  }

  /// A row dragged from `source` to `destination`, as its action.
  private func move(from source: IndexPath, to destination: IndexPath) {
    guard let from = TeamAssignment.Slot(source), let to = TeamAssignment.Slot(destination) else {
      return
    }
    store.send(.rowMoved(from: from, to: to))
  }

}

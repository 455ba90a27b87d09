import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Player Add: shows its scoped store's `PlayerAddFeature.State`
/// through `PlayerAddContent` and sends every event as an action, as `PlayerAddViewController`
/// does.
struct PlayerAddScreen: View {
  /// Add's part of the app's store.
  let store: Store<PlayerAddFeature.State, PlayerAddFeature.Action>

  var body: some View {
    PlayerAddContent(
      name: store.binding(\.name, sending: { .nameChanged($0) }),
      isLoading: store.state.isLoading,
      // The alert is drawn from the state's below.
      isShowingError: .constant(false),
      onDone: { Task { await store.send(.doneTapped).finish() } }
    )
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
  }
}

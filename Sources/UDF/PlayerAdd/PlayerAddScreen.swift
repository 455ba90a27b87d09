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
      values: Binding(get: { values }, set: send),
      onDone: { await store.send(.doneTapped).finish() })
  }

  /// What the screen shows, read from the state.
  private var values: PlayerAddContent.Values {
    let state = store.state
    return PlayerAddContent.Values(
      name: state.name, isLoading: state.isLoading, isShowingError: state.alert != nil)
  }

  /// The typed name or the alert's OK, as its action.
  private func send(_ new: PlayerAddContent.Values) {
    let old = values
    if new.name != old.name { store.send(.nameChanged(new.name)) }
    if !new.isShowingError, old.isShowingError { store.send(.alert(.dismiss)) }
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Player Edit: shows its scoped store's `PlayerEditFeature.State`
/// through `PlayerEditContent` and sends every event as an action, as `PlayerEditViewController`
/// does.
struct PlayerEditScreen: View {
  /// Edit's part of the app's store.
  let store: Store<PlayerEditFeature.State, PlayerEditFeature.Action>

  var body: some View {
    let state = store.state
    PlayerEditContent(
      field: state.field, originalText: state.originalValue,
      text: store.binding(\.text, sending: { .textChanged($0) }),
      selectedOption: store.binding(
        \.selectedOptionIndex, sending: { $0.map { .optionTapped($0) } }),
      isDoneEnabled: state.canSave, isLoading: state.isLoading,
      // The alert is drawn from the state's below.
      isShowingError: .constant(false),
      onDone: { Task { await store.send(.doneTapped).finish() } }
    )
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
  }
}

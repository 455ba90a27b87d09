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
    PlayerEditContent(
      field: store.state.field, originalText: store.state.originalValue,
      values: Binding(get: { values }, set: send),
      onDone: { await store.send(.doneTapped).finish() })
  }

  /// What the editor shows, read from the state.
  private var values: PlayerEditContent.Values {
    let state = store.state
    return PlayerEditContent.Values(
      text: state.text, selectedOption: state.selectedOptionIndex, isDoneEnabled: state.canSave,
      isLoading: state.isLoading, isShowingError: state.alert != nil)
  }

  /// The typed text, the tapped option or the alert's OK, as its action.
  private func send(_ new: PlayerEditContent.Values) {
    let old = values
    if new.text != old.text { store.send(.textChanged(new.text)) }
    if new.selectedOption != old.selectedOption, let option = new.selectedOption {
      store.send(.optionTapped(option))
    }
    if !new.isShowingError, old.isShowingError { store.send(.alert(.dismiss)) }
  }
}

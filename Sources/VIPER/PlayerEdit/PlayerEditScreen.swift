import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Edit: draws `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and reports typing, a tapped option and Done to the presenter hub.
struct PlayerEditScreen: View {
  /// The passive view the presenter drives.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: PlayerEditViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: PlayerEditViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The editor.
  var body: some View {
    PlayerEditContent(
      field: viewState.field, originalText: viewState.originalText, text: text,
      selectedOption: selectedOption, isDoneEnabled: viewState.values.isDoneEnabled,
      isLoading: viewState.values.isLoading, error: $viewState.values.error,
      onDone: { Task { await viewState.presenter.doneTapped() } }
    )
  }

  /// The typed text; each keystroke also goes to the presenter.
  private var text: Binding<String> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.text },
      set: { text in
        guard text != viewState.values.text else { return }
        viewState.values.text = text
        viewState.presenter.textDidChange(text)
      })
  }

  /// The tapped option, told to the presenter, whose answer ticks it.
  private var selectedOption: Binding<Int?> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.selectedOption },
      set: { option in
        guard let option, option != viewState.values.selectedOption else { return }
        viewState.presenter.didSelectOption(at: option)
      })
  }
}

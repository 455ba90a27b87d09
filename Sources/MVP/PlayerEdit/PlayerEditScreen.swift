import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Player Edit: renders `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and forwards each edit, each tapped option and Done to the presenter.
struct PlayerEditScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  @Bindable var viewState: PlayerEditViewState

  /// The text field or the option list, and Done.
  var body: some View {
    PlayerEditContent(
      field: viewState.field, originalText: viewState.originalText, text: text,
      selectedOption: selectedOption, isDoneEnabled: viewState.values.isDoneEnabled,
      isLoading: viewState.values.isLoading, error: $viewState.values.error,
      onDone: { Task { await viewState.presenter?.doneTapped() } }
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
        viewState.presenter?.textDidChange(text)
      })
  }

  /// The tapped option; the presenter hears it, as from the table.
  private var selectedOption: Binding<Int?> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.selectedOption },
      set: { option in
        guard let option, option != viewState.values.selectedOption else { return }
        viewState.values.selectedOption = option
        viewState.presenter?.didSelectOption(at: option)
      })
  }
}

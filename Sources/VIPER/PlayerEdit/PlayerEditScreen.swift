import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Edit: draws `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and reports typing, a tapped option and Done to the presenter hub.
struct PlayerEditScreen: View {
  /// The passive view the presenter drives.
  @Bindable var viewState: PlayerEditViewState

  /// The editor, reporting its first appearance as the view controller's `viewDidLoad()`.
  var body: some View {
    PlayerEditContent(
      field: viewState.field, originalText: viewState.originalText, text: text,
      selectedOption: selectedOption, isDoneEnabled: viewState.values.isDoneEnabled,
      isLoading: viewState.values.isLoading, isShowingError: $viewState.values.isShowingError,
      onDone: { Task { await viewState.presenter.doneTapped() } }
    )
    .onFirstAppear { viewState.presenter.viewDidLoad() }
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

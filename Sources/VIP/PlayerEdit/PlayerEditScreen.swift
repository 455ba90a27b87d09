import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Player Edit: draws `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and sends typing, a checked option and Done as requests to
/// `PlayerEditBusinessLogic`.
struct PlayerEditScreen: View {
  /// The display the presenter fills.
  @Bindable var viewState: PlayerEditViewState

  /// The editor the field needs.
  var body: some View {
    editor
  }

  @ViewBuilder private var editor: some View {
    if let editor = viewState.editor {
      PlayerEditContent(
        field: editor.field, originalText: editor.originalText, text: text,
        selectedOption: selectedOption, isDoneEnabled: viewState.values.isDoneEnabled,
        isLoading: viewState.values.isLoading, error: $viewState.values.error,
        onDone: { Task { await doneTapped() } })
    }
  }

  /// The typed text, each keystroke a request.
  private var text: Binding<String> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.text },
      set: { text in
        guard text != viewState.values.text else { return }
        viewState.values.text = text
        viewState.interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: text))
      })
  }

  /// The tapped option, a request: the presenter's display ticks it, not the tap.
  private var selectedOption: Binding<Int?> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.selectedOption },
      set: { option in
        guard let option, option != viewState.values.selectedOption else { return }
        viewState.interactor.selectOption(
          request: PlayerEditScene.SelectOption.Request(index: option))
      })
  }

  private func doneTapped() async {
    await viewState.interactor.saveField(request: PlayerEditScene.SaveField.Request())
  }
}

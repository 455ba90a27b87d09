import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Player Edit: draws `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and sends typing, a checked option and Done as requests to
/// `PlayerEditBusinessLogic`.
struct PlayerEditScreen: View {
  /// The display the presenter fills.
  let viewState: PlayerEditViewState

  /// The editor the field needs, asked for when the screen first appears.
  var body: some View {
    editor.onFirstAppear {
      viewState.interactor.fetchField(request: PlayerEditScene.FetchField.Request())
    }
  }

  @ViewBuilder private var editor: some View {
    if let editor = viewState.editor {
      PlayerEditContent(
        field: editor.field, originalText: editor.originalText, values: values,
        onDone: doneTapped)
    }
  }

  /// The values; typing is kept as the view controller's field keeps it, a tapped option only
  /// sent: the presenter shows which option is checked.
  private var values: Binding<PlayerEditContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { edited in
        let shown = viewState.values
        var kept = edited
        kept.selectedOption = shown.selectedOption
        viewState.values = kept
        let interactor = viewState.interactor
        if edited.text != shown.text {
          interactor.changeText(request: PlayerEditScene.ChangeText.Request(text: edited.text))
        }
        if let option = edited.selectedOption, option != shown.selectedOption {
          interactor.selectOption(request: PlayerEditScene.SelectOption.Request(index: option))
        }
      })
  }

  private func doneTapped() async {
    await viewState.interactor.saveField(request: PlayerEditScene.SaveField.Request())
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Edit: draws `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and reports typing, a tapped option and Done to the presenter hub.
struct PlayerEditScreen: View {
  /// The passive view the presenter drives.
  let viewState: PlayerEditViewState

  /// The editor, reporting its first appearance as the view controller's `viewDidLoad()`.
  var body: some View {
    PlayerEditContent(
      field: viewState.field, originalText: viewState.originalText, values: values,
      onDone: { await viewState.presenter.doneTapped() }
    )
    .onFirstAppear { viewState.presenter.viewDidLoad() }
  }

  /// The values; typing is kept and reported, a tapped option only reported: the presenter
  /// answers with the options to check.
  private var values: Binding<PlayerEditContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { edited in
        let before = viewState.values
        viewState.values = PlayerEditContent.Values(
          text: edited.text, selectedOption: before.selectedOption,
          isDoneEnabled: edited.isDoneEnabled, isLoading: edited.isLoading,
          isShowingError: edited.isShowingError)
        if edited.text != before.text { viewState.presenter.textDidChange(edited.text) }
        if let index = edited.selectedOption, index != before.selectedOption {
          viewState.presenter.didSelectOption(at: index)
        }
      })
  }
}

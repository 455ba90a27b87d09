import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP-C screen of Player Edit: renders `PlayerEditViewState` through Layouts'
/// `PlayerEditContent` and forwards each edit, each tapped option and Done to the presenter.
struct PlayerEditScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  let viewState: PlayerEditViewState

  /// The text field or the option list, and Done.
  var body: some View {
    PlayerEditContent(
      field: viewState.field, originalText: viewState.originalText, values: values,
      onDone: { await viewState.presenter?.doneTapped() }
    )
    .onFirstAppear { viewState.presenter?.viewDidLoad() }
  }

  /// The editor's values; a keystroke or a tapped option also goes to the presenter.
  private var values: Binding<PlayerEditContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { values in
        let old = viewState.values
        viewState.values = values
        if values.text != old.text { viewState.presenter?.textDidChange(values.text) }
        if let option = values.selectedOption, option != old.selectedOption {
          viewState.presenter?.didSelectOption(at: option)
        }
      })
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Player Add: renders `PlayerAddViewState` through Layouts'
/// `PlayerAddContent` and forwards each keystroke and Done, with the name, to the presenter.
struct PlayerAddScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  let viewState: PlayerAddViewState

  /// The name field and Done.
  var body: some View {
    PlayerAddContent(values: values) {
      await viewState.presenter?.doneTapped(name: viewState.values.name)
    }
    .onFirstAppear { viewState.presenter?.viewDidLoad() }
  }

  /// The form's values; a keystroke also goes to the presenter.
  private var values: Binding<PlayerAddContent.Values> {
    let viewState = viewState
    return Binding(
      get: { viewState.values },
      set: { values in
        let name = viewState.values.name
        viewState.values = values
        if values.name != name { viewState.presenter?.nameChanged(values.name) }
      })
  }
}

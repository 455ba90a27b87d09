import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Player Add: renders `PlayerAddViewState` through Layouts'
/// `PlayerAddContent` and forwards each keystroke and Done, with the name, to the presenter.
struct PlayerAddScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  @Bindable var viewState: PlayerAddViewState

  /// The name field and Done.
  var body: some View {
    PlayerAddContent(
      name: name, isLoading: viewState.values.isLoading,
      error: $viewState.values.error
    ) {
      Task {
        await viewState.presenter?.doneTapped(name: viewState.values.name)
      }
    }
  }

  /// The typed name; each keystroke also goes to the presenter.
  private var name: Binding<String> {
    let viewState = viewState
    return Binding(
      get: { viewState.values.name },
      set: { name in
        guard name != viewState.values.name else { return }
        viewState.values.name = name
        viewState.presenter?.nameChanged(name)
      })
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Add: draws `PlayerAddViewState` through Layouts'
/// `PlayerAddContent` and reports Done, with the typed name, to the presenter hub.
struct PlayerAddScreen: View {
  /// The passive view the presenter drives; typing edits its values.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: PlayerAddViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: PlayerAddViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The name field, Done in the bar.
  var body: some View {
    PlayerAddContent(
      name: $viewState.values.name, isLoading: viewState.values.isLoading,
      error: $viewState.values.error
    ) {
      Task {
        await viewState.presenter.doneTapped(name: viewState.values.name)
      }
    }
  }
}

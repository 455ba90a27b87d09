import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Add: draws `PlayerAddViewState` through Layouts'
/// `PlayerAddContent` and reports Done, with the typed name, to the presenter hub.
struct PlayerAddScreen: View {
  /// The passive view the presenter drives; typing edits its values.
  @Bindable var viewState: PlayerAddViewState

  /// The name field, Done in the bar; the first appearance is reported as `viewDidLoad()`.
  var body: some View {
    PlayerAddContent(
      name: $viewState.values.name, isLoading: viewState.values.isLoading,
      isShowingError: $viewState.values.isShowingError
    ) {
      Task {
        await viewState.presenter.doneTapped(name: viewState.values.name)
      }
    }
    .onFirstAppear { viewState.presenter.viewDidLoad() }
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Add: creates `PlayerAddViewModel`, binds Layouts'
/// `PlayerAddContent` to its name and alert, and sends Done to its input.
struct PlayerAddScreen: View {
  @State private var viewModel: PlayerAddViewModel

  /// Creates the screen and its view model, creating players through `playerService` and
  /// reporting through `actions`.
  init(playerService: any PlayerService, actions: PlayerAddViewModel.Actions) {
    _viewModel = State(
      initialValue: PlayerAddViewModel(playerService: playerService, actions: actions))
  }

  /// The name field and Done.
  var body: some View {
    @Bindable var viewModel = viewModel
    PlayerAddContent(
      name: $viewModel.name, isLoading: viewModel.isLoading,
      isShowingError: $viewModel.alert.isPresented, onDone: { Task { await viewModel.create() } })
  }
}

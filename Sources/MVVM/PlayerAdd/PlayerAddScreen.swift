import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Add: binds Layouts' `PlayerAddContent` to
/// `PlayerAddViewModel`'s name and alert, and sends Done to its input.
struct PlayerAddScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  @Bindable var viewModel: PlayerAddViewModel

  /// The name field and Done.
  var body: some View {
    PlayerAddContent(
      name: $viewModel.name, isLoading: viewModel.isLoading,
      isShowingError: $viewModel.alert.isPresented, onDone: { Task { await viewModel.create() } })
  }
}

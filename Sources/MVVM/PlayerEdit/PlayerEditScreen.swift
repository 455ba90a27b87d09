import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Edit: binds Layouts' `PlayerEditContent` to
/// `PlayerEditViewModel`'s text, chosen option and alert, and sends Done to its input.
struct PlayerEditScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  @Bindable var viewModel: PlayerEditViewModel

  /// The text field or the option list, and Done.
  var body: some View {
    PlayerEditContent(
      field: viewModel.field, originalText: viewModel.originalValue, text: $viewModel.text,
      selectedOption: $viewModel.selectedIndex, isDoneEnabled: viewModel.isDoneEnabled,
      isLoading: viewModel.isLoading, isShowingError: $viewModel.alert.isPresented,
      onDone: { Task { await viewModel.save() } })
  }
}

import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Edit: creates `PlayerEditViewModel`, binds Layouts'
/// `PlayerEditContent` to its text, chosen option and alert, and sends Done to its input.
struct PlayerEditScreen: View {
  @State private var viewModel: PlayerEditViewModel

  /// Creates the screen editing `field` of `player` and its view model, saving through
  /// `playerService` and reporting through `actions`.
  init(
    player: Player, field: PlayerField, playerService: any PlayerService,
    actions: PlayerEditViewModel.Actions
  ) {
    _viewModel = State(
      initialValue: PlayerEditViewModel(
        playerService: playerService, player: player, field: field, actions: actions))
  }

  /// The text field or the option list, and Done.
  var body: some View {
    @Bindable var viewModel = viewModel
    PlayerEditContent(
      field: viewModel.field, originalText: viewModel.originalValue, text: $viewModel.text,
      selectedOption: $viewModel.selectedIndex, isDoneEnabled: viewModel.isDoneEnabled,
      isLoading: viewModel.isLoading, isShowingError: $viewModel.alert.isPresented,
      onDone: { Task { await viewModel.save() } })
  }
}

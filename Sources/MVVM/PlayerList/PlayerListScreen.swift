import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player List: shows `PlayerListViewModel`'s outputs through
/// Layouts' `PlayerListContent` and sends taps, swipes and answers to its inputs.
struct PlayerListScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  @Bindable var viewModel: PlayerListViewModel

  /// The list, taking no input while it loads (SPEC §3.2); the sign-in loaded it.
  var body: some View {
    let rows = viewModel.rows
    PlayerListContent(
      players: rows.map(\.player), checkedIDs: rows.checkedIDs, controls: viewModel.controls,
      isSelecting: viewModel.isSelecting, showsEmptyView: viewModel.isEmptyViewShown,
      isLoading: viewModel.isLoading,
      isConfirmingDelete: $viewModel.alert.isDeleteConfirmation,
      errorMessage: $viewModel.alert.errorMessage, actions: actions
    )
    .allowsHitTesting(viewModel.isInteractionEnabled)
  }

  /// The user's events, each one of the view model's inputs.
  private var actions: PlayerListContent.Actions {
    let viewModel = viewModel
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { viewModel.selectTapped() }
    actions.actionTapped = { viewModel.actionTapped() }
    actions.retryTapped = { Task { await viewModel.reload() } }
    actions.playerTapped = { viewModel.select($0) }
    actions.deleteSwiped = { viewModel.delete($0) }
    actions.deleteConfirmed = { Task { await viewModel.confirmDeletion() } }
    actions.deleteCancelled = { viewModel.cancelDeletion() }
    return actions
  }
}

extension PlayerListViewModel.Alert? {
  /// Whether the delete confirmation shows; answering it (false) forgets it.
  fileprivate var isDeleteConfirmation: Bool {
    get { if case .deleteConfirmation = self { true } else { false } }
    set { if !newValue, isDeleteConfirmation { self = nil } }
  }

  /// The error's message, nil for the delete confirmation; OK (nil) forgets the error.
  fileprivate var errorMessage: String? {
    get { if case .error(let message) = self { message.message } else { nil } }
    set { if newValue == nil, errorMessage != nil { self = nil } }
  }
}

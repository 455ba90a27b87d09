import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player List: shows `PlayerListViewModel`'s outputs through
/// Layouts' `PlayerListContent` and sends taps, swipes and answers to its inputs.
struct PlayerListScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  let viewModel: PlayerListViewModel

  /// The list, taking no input while it loads (SPEC §3.2), loaded the first time it appears.
  var body: some View {
    PlayerListContent(values: values, actions: actions)
      .allowsHitTesting(viewModel.isInteractionEnabled)
      .task { await viewModel.viewWillAppear() }
  }

  /// The screen's values read from the view model; answering an alert dismisses it there.
  private var values: Binding<PlayerListContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        let rows = viewModel.rows
        return PlayerListContent.Values(
          players: rows.map(\.player), checkedIDs: rows.checkedIDs,
          controls: viewModel.controls, isSelecting: viewModel.isSelecting,
          showsEmptyView: viewModel.isEmptyViewShown, isLoading: viewModel.isLoading,
          isConfirmingDelete: viewModel.alert?.isDeleteConfirmation ?? false,
          errorMessage: viewModel.alert?.errorMessage)
      },
      set: { values in
        if !values.isConfirmingDelete, values.errorMessage == nil, viewModel.alert != nil {
          viewModel.alertDismissed()
        }
      })
  }

  /// The user's events, each one of the view model's inputs.
  private var actions: PlayerListContent.Actions {
    let viewModel = viewModel
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { viewModel.selectTapped() }
    actions.actionTapped = { viewModel.actionTapped() }
    actions.retryTapped = viewModel.retryTapped
    actions.playerTapped = { viewModel.didSelect($0) }
    actions.deleteSwiped = { viewModel.deleteTapped($0) }
    actions.deleteConfirmed = viewModel.deleteConfirmed
    actions.deleteCancelled = { viewModel.deleteCancelled() }
    return actions
  }
}

extension PlayerListViewModel.Alert {
  /// Whether this is the delete confirmation.
  fileprivate var isDeleteConfirmation: Bool {
    if case .deleteConfirmation = self { true } else { false }
  }

  /// The error's message, or nil for the delete confirmation.
  fileprivate var errorMessage: String? {
    if case .error(let message) = self { message.message } else { nil }
  }
}

import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative MVVM screen of Confirm Players: shows `ConfirmPlayersViewModel`'s outputs
/// through Layouts' `ConfirmPlayersContent` and sends moved rows and Start Gather to its inputs.
struct ConfirmPlayersScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  let viewModel: ConfirmPlayersViewModel

  /// The bench and teams in reorder mode, and Start Gather.
  var body: some View {
    ConfirmPlayersContent(values: values, onMove: move, onStart: viewModel.startTapped)
  }

  /// The screen's values read from the view model; dismissing the error tells it.
  private var values: Binding<ConfirmPlayersContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        ConfirmPlayersContent.Values(
          sections: viewModel.sections, isStartEnabled: viewModel.isStartEnabled,
          isLoading: viewModel.isLoading, isShowingError: viewModel.alert != nil)
      },
      set: { values in
        if !values.isShowingError, viewModel.alert != nil { viewModel.alertDismissed() }
      })
  }

  /// A dragged row, sent on as the view model's input.
  private var move: @MainActor (IndexPath, IndexPath) -> Void {
    let viewModel = viewModel
    return { source, destination in
      viewModel.didMoveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }
}

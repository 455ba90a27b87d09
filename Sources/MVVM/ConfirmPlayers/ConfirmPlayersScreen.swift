import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative MVVM screen of Confirm Players: shows `ConfirmPlayersViewModel`'s outputs
/// through Layouts' `ConfirmPlayersContent` and sends moved rows and Start Gather to its inputs.
struct ConfirmPlayersScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  @Bindable var viewModel: ConfirmPlayersViewModel

  /// The bench and teams in reorder mode, and Start Gather.
  var body: some View {
    ConfirmPlayersContent(
      sections: viewModel.sections, isStartEnabled: viewModel.isStartEnabled,
      isLoading: viewModel.isLoading, isShowingError: $viewModel.alert.isPresented,
      onMove: move, onStart: { Task { await viewModel.startGather() } })
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

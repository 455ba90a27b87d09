import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative VIP screen of Confirm Players: draws `ConfirmPlayersViewState` through
/// Layouts' `ConfirmPlayersContent` and sends moves and Start Gather as requests to
/// `ConfirmPlayersBusinessLogic`.
struct ConfirmPlayersScreen: View {
  /// The display the presenter fills; answering the alert dismisses it there.
  @Bindable var viewState: ConfirmPlayersViewState

  /// The teams in reorder mode.
  var body: some View {
    ConfirmPlayersContent(
      values: $viewState.values,
      onMove: rowMoved, onStart: { Task { await startTapped() } }
    )
  }

  // MARK: - Requests

  private func rowMoved(from source: IndexPath, to destination: IndexPath) {
    viewState.interactor.movePlayer(
      request: ConfirmPlayersScene.MovePlayer.Request(
        sourceSection: source.section, sourceRow: source.row,
        destinationSection: destination.section, destinationRow: destination.row))
  }

  private func startTapped() async {
    await viewState.interactor.startGather(request: ConfirmPlayersScene.StartGather.Request())
  }
}

import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative MVP screen of Confirm Players: renders `ConfirmPlayersViewState` through
/// Layouts' `ConfirmPlayersContent` and forwards each dragged row and Start Gather to the presenter.
struct ConfirmPlayersScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  @Bindable var viewState: ConfirmPlayersViewState

  /// The bench and teams in reorder mode, and Start Gather.
  var body: some View {
    ConfirmPlayersContent(
      values: $viewState.values,
      onMove: move,
      onStart: { Task { await viewState.presenter?.startTapped() } }
    )
  }

  private func move(from source: IndexPath, to destination: IndexPath) {
    viewState.presenter?.moveRow(
      at: source.row, inSection: source.section, to: destination.row,
      inSection: destination.section)
  }
}

import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative VIPER screen of Confirm Players: draws `ConfirmPlayersViewState` through
/// Layouts' `ConfirmPlayersContent` and reports moves and Start Gather to the presenter hub.
struct ConfirmPlayersScreen: View {
  /// The passive view the presenter drives; answering the alert dismisses it there.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: ConfirmPlayersViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: ConfirmPlayersViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The teams in reorder mode.
  var body: some View {
    ConfirmPlayersContent(
      values: $viewState.values,
      onMove: moved, onStart: { Task { await viewState.presenter.startTapped() } }
    )
  }

  private func moved(_ source: IndexPath, _ destination: IndexPath) {
    viewState.presenter.moveRow(
      source.row, inSection: source.section, to: destination.row,
      inSection: destination.section)
  }
}

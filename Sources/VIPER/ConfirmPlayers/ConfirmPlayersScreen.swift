import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative VIPER screen of Confirm Players: draws `ConfirmPlayersViewState` through
/// Layouts' `ConfirmPlayersContent` and reports moves and Start Gather to the presenter hub.
struct ConfirmPlayersScreen: View {
  /// The passive view the presenter drives; answering the alert dismisses it there.
  @Bindable var viewState: ConfirmPlayersViewState

  /// The teams in reorder mode; the first appearance is reported as `viewDidLoad()`.
  var body: some View {
    ConfirmPlayersContent(
      sections: viewState.values.sections, isStartEnabled: viewState.values.isStartEnabled,
      isLoading: viewState.values.isLoading, isShowingError: $viewState.values.isShowingError,
      onMove: moved, onStart: { Task { await viewState.presenter.startTapped() } }
    )
    .onFirstAppear { viewState.presenter.viewDidLoad() }
  }

  private func moved(_ source: IndexPath, _ destination: IndexPath) {
    viewState.presenter.moveRow(
      source.row, inSection: source.section, to: destination.row,
      inSection: destination.section)
  }
}

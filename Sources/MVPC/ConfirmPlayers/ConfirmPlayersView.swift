import Domain
import Foundation
import Layouts
import ViewKit

/// The passive MVP view of Confirm Players: wires `ConfirmPlayersLayout` — the Bench/Team A/Team B
/// table in reorder mode and Start Gather; shows the teams it is given and forwards moves and the
/// start to `ConfirmPlayersPresenterProtocol`.
@MainActor
final class ConfirmPlayersView: View, ConfirmPlayersViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any ConfirmPlayersPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var host: (any ScreenPresenting)?
  private let layout: ConfirmPlayersLayout
  private let teamTable = TeamTableDataSource()

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: ConfirmPlayersLayout) {
    self.layout = layout
    super.init()
    layout.table.dataSource = teamTable
    wireActions()
  }

  // MARK: - ConfirmPlayersViewProtocol

  /// Shows `sections` in the table.
  func showTeams(_ sections: [TeamTableSection]) {
    teamTable.sections = sections
    layout.table.reloadData()
  }

  /// Enables or disables the Start Gather button.
  func setStartEnabled(_ isEnabled: Bool) {
    layout.startButton.isEnabled = isEnabled
  }

  // MARK: - Private

  private func wireActions() {
    layout.startButton.action = { [weak self] in await self?.presenter?.startTapped() }
    teamTable.onMove = { [weak self] source, destination in
      self?.presenter?.moveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }
}

// MARK: - HostBacked

extension ConfirmPlayersView: HostBacked {}

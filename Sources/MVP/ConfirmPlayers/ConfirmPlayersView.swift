import Domain
import Foundation
import Layouts
import ViewKit

/// The navigation the Confirm Players view asks of its view controller.
@MainActor
protocol ConfirmPlayersNavigating: ScreenNavigating {
  /// Pushes Gather for the gather just started.
  func showGather(with model: GatherModel)
}

/// The passive MVP view of Confirm Players: wires `ConfirmPlayersLayout` — the Bench/Team A/Team B
/// table in reorder mode and Start Gather; shows the teams it is given and forwards moves and the
/// start to `ConfirmPlayersPresenterProtocol`.
@MainActor
final class ConfirmPlayersView: View, ConfirmPlayersViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any ConfirmPlayersPresenterProtocol)?
  /// The view controller that sets the title, shows overlay and alerts, and pushes Gather.
  weak var navigator: (any ConfirmPlayersNavigating)?
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

  /// Asks the navigator to push Gather.
  func showGather(with model: GatherModel) {
    navigator?.showGather(with: model)
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

// MARK: - NavigatorBacked

extension ConfirmPlayersView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}

import Domain
import Foundation
import ViewKit

/// The passive MVP view of Confirm Players: a Bench/Team A/Team B table always in reorder mode
/// and the Start Gather button; forwards moves and the start to
/// `ConfirmPlayersPresenterProtocol`.
@MainActor
final class ConfirmPlayersView: View, ConfirmPlayersViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any ConfirmPlayersPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  private let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  private let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")

  // MARK: - Init

  /// Creates the table in reorder mode, since moving rows is all the user can do there.
  init() {
    super.init()
    table.isEditing = true
    table.dataSource = self
    addSubview(table)
    addSubview(startButton)
    startButton.action = { [weak self] in await self?.presenter?.startGatherTapped() }
  }

  // MARK: - ConfirmPlayersViewProtocol

  /// Reads every section and row again.
  func reloadData() {
    table.reloadData()
  }

  /// Enables or disables the Start Gather button.
  func setStartEnabled(_ isEnabled: Bool) {
    startButton.isEnabled = isEnabled
  }
}

// MARK: - TableViewDataSource

extension ConfirmPlayersView: TableViewDataSource {
  /// The presenter's sections: `Bench`, `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    presenter?.numberOfSections ?? 0
  }

  /// The presenter's player count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfRows(inSection: section) ?? 0
  }

  /// The presenter's header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    presenter?.header(ofSection: section)
  }

  /// A name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .value1)
    let row = presenter?.row(at: indexPath.row, inSection: indexPath.section)
    cell.text = row?.name ?? ""
    cell.detailText = row?.detail
    return cell
  }

  /// Every row can be moved, within its section or to another one.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Forwards the move to the presenter.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    presenter?.moveRow(
      at: sourceIndexPath.row, inSection: sourceIndexPath.section,
      to: destinationIndexPath.row, inSection: destinationIndexPath.section)
  }
}

// MARK: - NavigatorBacked

extension ConfirmPlayersView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}

import Foundation
import ViewKit

/// Draws the sections of a team table (Confirm Players, Gather) from the last displayed
/// `DisplayedTeam`s, and hands row moves to its owner.
@MainActor
final class TeamTableDataSource: TableViewDataSource {
  /// The sections to draw; the view controller sets them from each view model.
  var teams: [DisplayedTeam] = []
  /// Called when the user drags a row; `nil` keeps the rows in place.
  var onMove: (@MainActor (IndexPath, IndexPath) async -> Void)?

  /// One section per team.
  func numberOfSections(in tableView: TableView) -> Int { teams.count }

  /// The team's player count.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    teams.indices.contains(section) ? teams[section].players.count : 0
  }

  /// The team's header.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    teams.indices.contains(section) ? teams[section].header : nil
  }

  /// A name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    guard teams.indices.contains(indexPath.section) else { return cell }
    let players = teams[indexPath.section].players
    guard players.indices.contains(indexPath.row) else { return cell }
    cell.text = players[indexPath.row].name
    cell.detailText = players[indexPath.row].detail
    return cell
  }

  /// Rows move only where the owner handles moves.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    onMove != nil
  }

  /// Hands the move to the owner.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    await onMove?(sourceIndexPath, destinationIndexPath)
  }
}

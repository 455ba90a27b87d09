import Domain
import Foundation
import ViewKit

/// The data source of both team tables (Confirm Players, Gather): draws the sections it was
/// last given and hands row moves to its owner.
@MainActor
package final class TeamTableDataSource: TableViewDataSource {
  /// The sections to draw; the screen sets them and reloads the table.
  package var sections: [TeamTableSection]
  /// Called when the user drags a row; nil keeps the rows in place.
  package var onMove: (@MainActor (IndexPath, IndexPath) async -> Void)?

  /// A data source drawing `sections`.
  package init(sections: [TeamTableSection] = []) {
    self.sections = sections
  }

  /// One section per team.
  package func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The team's player count.
  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The team's header.
  package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// A name cell with the position acronym on the right.
  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    .teamRow(row(at: indexPath))
  }

  /// Rows move only where the owner handles moves.
  package func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    onMove != nil
  }

  /// Hands the move to the owner.
  package func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    await onMove?(sourceIndexPath, destinationIndexPath)
  }

  private func row(at indexPath: IndexPath) -> TeamTableRow? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let rows = sections[indexPath.section].rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
  }
}

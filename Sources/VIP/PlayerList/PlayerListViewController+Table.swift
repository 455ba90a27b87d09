import Foundation
import ViewKit

// MARK: - TableViewDataSource

extension PlayerListViewController: TableViewDataSource {
  /// One row per displayed player.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedRows.count
  }

  /// Draws a displayed row: name, position and skill lines, checkbox, chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .subtitle)
    cell.accessoryType = .disclosureIndicator
    guard displayedRows.indices.contains(indexPath.row) else { return cell }
    let row = displayedRows[indexPath.row]
    cell.text = row.name
    cell.detailText = "\(row.position)\n\(row.skill)"
    if let isChecked = row.isChecked { cell.checkbox = isChecked ? .checked : .unchecked }
    return cell
  }

  /// Swipe-to-delete only in list mode.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    allowsDelete
  }

  /// The swipe's Delete: the interactor asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    didSwipeToDelete(at: indexPath.row)
  }
}

// MARK: - TableViewDelegate

extension PlayerListViewController: TableViewDelegate {
  /// A row tap: the interactor opens the player or ticks it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    didSelectRow(at: indexPath.row)
  }
}

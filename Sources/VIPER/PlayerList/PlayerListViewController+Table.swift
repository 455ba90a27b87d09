import Foundation
import Layouts
import ViewKit

// MARK: - TableViewDataSource

extension PlayerListViewController: TableViewDataSource {
  /// One row per player shown.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  /// Draws a row: name, position and skill lines, checkbox in selection mode, chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard rows.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    return .playerRow(rows[indexPath.row].player, isChecked: rows[indexPath.row].isChecked)
  }

  /// Swipe-to-delete only while the presenter allows it (list mode).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canDelete
  }

  /// The swipe's Delete: the presenter asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard rows.indices.contains(indexPath.row) else { return }
    presenter.deleteTapped(id: rows[indexPath.row].player.id)
  }
}

// MARK: - TableViewDelegate

extension PlayerListViewController: TableViewDelegate {
  /// A row tap: the presenter opens the player or ticks it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard rows.indices.contains(indexPath.row) else { return }
    presenter.didSelectPlayer(id: rows[indexPath.row].player.id)
  }
}

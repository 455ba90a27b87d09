import Domain
import Foundation
import Layouts
import ViewKit

// MARK: - TableViewDataSource

extension PlayerListView: TableViewDataSource {
  /// One row per player.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfRows ?? 0
  }

  /// Draws the presenter's row: name, position and skill lines, checkbox, chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard let row = presenter?.row(at: indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    return .playerRow(row.player, isChecked: row.isChecked)
  }

  /// Swipe-to-delete only where the presenter allows it (list mode).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    presenter?.canDeleteRow(at: indexPath.row) ?? false
  }

  /// The swipe's Delete: the presenter asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    presenter?.deleteTapped(at: indexPath.row)
  }
}

// MARK: - TableViewDelegate

extension PlayerListView: TableViewDelegate {
  /// A row tap: the presenter opens the player or toggles its checkbox.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter?.didSelectRow(at: indexPath.row)
  }
}

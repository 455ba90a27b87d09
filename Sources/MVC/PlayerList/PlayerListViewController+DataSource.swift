import Domain
import Foundation
import Layouts
import ViewKit

// MARK: - TableViewDataSource

extension PlayerListViewController: TableViewDataSource {
  /// One row per player.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    players.count
  }

  /// The name, then the position and skill lines, a checkbox in selection mode, and a chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard players.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    let player = players[indexPath.row]
    return .playerRow(player, isChecked: isSelecting ? selection.contains(player) : nil)
  }

  /// Swipe-to-delete only in list mode.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !isSelecting
  }

  /// The swipe's Delete: asks for confirmation first.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard !isSelecting, players.indices.contains(indexPath.row) else { return }
    confirmDeletion(of: players[indexPath.row])
  }
}

// MARK: - TableViewDelegate

extension PlayerListViewController: TableViewDelegate {
  /// Opens the player in list mode; ticks or unticks it in selection mode.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard players.indices.contains(indexPath.row) else { return }
    let player = players[indexPath.row]
    guard isSelecting else {
      showPlayerDetail(for: player)
      return
    }
    selection.toggle(player)
    updateControls()
    layout.table.reloadRows(at: [indexPath])
  }
}

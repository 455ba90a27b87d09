import Domain
import Layouts
import Observation

/// The declarative MVP-C view of Player List: the `PlayerListViewProtocol` its presenter drives,
/// keeping what the screen shows as `PlayerListContent.Values` for `PlayerListScreen` to render.
///
/// Like the passive view it reads the rows from its presenter when told to reload; it owns that
/// presenter, as the view controller does. The screens it leads to are the coordinator's.
@MainActor
@Observable
final class PlayerListViewState: PlayerListViewProtocol {
  /// What the screen shows.
  var values = PlayerListContent.Values()
  /// Whether the screen takes input: off while the players load (SPEC §3.2).
  var isInteractionEnabled = true
  /// The presenter that drives this view, supplies its rows and hears its events.
  @ObservationIgnored var presenter: PlayerListPresenter?

  // MARK: - PlayerListViewProtocol

  /// Shows the title and both buttons.
  func showControls(_ controls: PlayerListControls) {
    values.controls = controls
  }

  /// Reads every row again; a row with a checkbox means selection mode.
  func reloadData() {
    let count = presenter?.numberOfRows ?? 0
    var players: [Player] = []
    players.reserveCapacity(count)
    var checkedIDs: Set<Player.ID> = []
    var isSelecting = false
    // One loop, not `compactMap` and `map`s: a closure here is main-actor isolated, checked on
    // every row, and each pass over 10,000 rows copies as many players.
    for index in 0..<count {
      guard let row = presenter?.row(at: index) else { continue }
      if players.isEmpty { isSelecting = row.isChecked != nil }
      players.append(row.player)
      if row.isChecked == true { checkedIDs.insert(row.player.id) }
    }
    values.players = players
    values.checkedIDs = checkedIDs
    values.isSelecting = isSelecting
  }

  /// Reads row `index` again.
  func reloadRow(at index: Int) {
    guard let row = presenter?.row(at: index), values.players.indices.contains(index) else {
      return
    }
    values.players[index] = row.player
    if row.isChecked == true {
      values.checkedIDs.insert(row.player.id)
    } else {
      values.checkedIDs.remove(row.player.id)
    }
  }

  /// Removes row `index`, which the presenter has already dropped.
  func deleteRow(at index: Int) {
    guard values.players.indices.contains(index) else { return }
    values.players.remove(at: index)
  }

  /// Shows the empty view in place of the table, or the table in place of the empty view.
  func showEmptyView(_ isEmpty: Bool) {
    values.showsEmptyView = isEmpty
  }

  /// Turns input off while players load, and back on.
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    isInteractionEnabled = isEnabled
  }

  /// Shows the delete confirmation with the presenter's title and message.
  func showDeleteConfirmation(title: String, message: String) {
    values.deleteConfirmation = AlertMessage(title: title, message: message)
  }

  /// Covers the screen with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the error alert; its title is the Player List's, as `PlayerListContent` draws it.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}

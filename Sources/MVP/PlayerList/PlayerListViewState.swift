import Domain
import Layouts
import Observation

/// The declarative MVP view of Player List: the `PlayerListViewProtocol` its presenter drives,
/// keeping what the screen shows as `PlayerListContent.Values` for `PlayerListScreen` to render.
///
/// Like the passive view it reads the rows from its presenter when told to reload; it owns that
/// presenter, as the view controller does, and asks the `ScreenRouter` for the screens it opens.
@MainActor
@Observable
final class PlayerListViewState: PlayerListViewProtocol {
  /// What the screen shows.
  var values = PlayerListContent.Values()
  /// Whether the screen takes input: off while the players load (SPEC §3.2).
  var isInteractionEnabled = true
  /// The presenter that drives this view, supplies its rows and hears its events.
  @ObservationIgnored var presenter: PlayerListPresenter?
  /// The stack that pushes Player Detail, Player Add and Confirm Players.
  @ObservationIgnored weak var navigator: ScreenRouter?

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

  /// Asks the stack to push Player Detail, with the presenter told about edits.
  func showPlayerDetail(for player: Player) {
    navigator?.showPlayerDetail(for: player, delegate: presenter)
  }

  /// Asks the stack to push Player Add, with the presenter told to reload after a creation.
  func showPlayerAdd() {
    navigator?.showPlayerAdd(delegate: presenter)
  }

  /// Asks the stack to push Confirm Players, with this view handed on as Gather's delegate.
  func showConfirmPlayers(with players: [Player]) {
    navigator?.showConfirmPlayers(with: players, gatherDelegate: self)
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

// MARK: - GatherPresenterDelegate

// Routed through the view rather than straight to the presenter, as the view controller does:
// only the stack can take Confirm Players and Gather away.
extension PlayerListViewState: GatherPresenterDelegate {
  /// Goes back to the Player List and lets the presenter switch to list mode.
  func gatherDidEnd() {
    navigator?.returnToPlayerList()
    presenter?.gatherDidEnd()
  }
}

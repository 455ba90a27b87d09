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

  /// Reads every row again, all at once: the presenter's players as they are (shared, not
  /// copied, so a mode change costs the same for ten players or ten thousand) and its ticks,
  /// which mean selection mode.
  func reloadData() {
    guard let presenter else { return }
    values.players = presenter.players
    values.checkedIDs = presenter.checkedIDs ?? []
    values.isSelecting = presenter.checkedIDs != nil
  }

  /// Reads row `index` again: the presenter's players (an edit there shows) and the row's tick.
  func reloadRow(at index: Int) {
    guard let presenter, let row = presenter.row(at: index) else { return }
    values.players = presenter.players
    if row.isChecked == true {
      values.checkedIDs.insert(row.player.id)
    } else {
      values.checkedIDs.remove(row.player.id)
    }
  }

  /// Takes away row `index`, which the presenter has already dropped.
  func deleteRow(at index: Int) {
    guard let presenter else { return }
    values.players = presenter.players
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

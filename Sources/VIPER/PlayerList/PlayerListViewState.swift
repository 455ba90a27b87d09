import Domain
import Layouts
import Observation

/// The declarative view of the Player List module: what the presenter tells its view, kept as
/// Layouts' `PlayerListContent.Values` for `PlayerListScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `PlayerListViewController` is the UIKit-shaped
/// UI's: passive, driven by the presenter hub through `PlayerListViewProtocol`.
@MainActor
@Observable
final class PlayerListViewState: PlayerListViewProtocol {
  /// What the screen shows; its players compare field by field, so a rename is a change.
  var values = PlayerListContent.Values()
  /// Whether the screen takes input: not while the players load.
  private(set) var isUserInteractionEnabled = true
  /// The hub the screen reports the user's events to.
  let presenter: any PlayerListPresenterProtocol

  /// Creates the view of a module `PlayerListRouter` assembles.
  init(presenter: any PlayerListPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - PlayerListViewProtocol

  func showControls(_ controls: PlayerListControls) { values.controls = controls }

  // `canDelete` is the list mode, in which rows have no checkbox.
  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool) {
    var shown = values
    shown.players = rows.map(\.player)
    shown.checkedIDs = rows.checkedIDs
    shown.isSelecting = !canDelete
    values = shown
  }

  func showEmptyView(_ isEmpty: Bool) { values.showsEmptyView = isEmpty }

  func setUserInteractionEnabled(_ isEnabled: Bool) { isUserInteractionEnabled = isEnabled }

  func showDeleteConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    values.deleteConfirmation = AlertMessage(
      title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle)
  }

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}

import Domain
import Foundation
import Layouts
import ViewKit

/// The passive MVP view of Player List: wires `PlayerListLayout` — the players table, the empty
/// view and the buttons — as `PlayerListPresenterProtocol` describes them; forwards every event
/// to it and the title, overlays and alerts to its host.
@MainActor
final class PlayerListView: View, PlayerListViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any PlayerListPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var host: (any ScreenPresenting)?
  // Internal rather than private only because the `+Table` file uses it.
  let layout: PlayerListLayout

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: PlayerListLayout) {
    self.layout = layout
    super.init()
    layout.showRows(from: self)
    wireActions()
  }

  // MARK: - PlayerListViewProtocol

  /// Shows the title through the host and sets both buttons.
  func showControls(_ controls: PlayerListControls) {
    layout.apply(controls)
    host?.title = controls.title
  }

  /// Reads every row again.
  func reloadData() {
    layout.table.reloadData()
  }

  /// Reads row `index` again.
  func reloadRow(at index: Int) {
    layout.table.reloadRows(at: [IndexPath(row: index, section: 0)])
  }

  /// Removes row `index`, which the presenter has already dropped.
  func deleteRow(at index: Int) {
    layout.table.deleteRows(at: [IndexPath(row: index, section: 0)])
  }

  /// Shows the empty view in place of the table, or the table in place of the empty view.
  func showEmptyView(_ isEmpty: Bool) {
    layout.showEmptyView(isEmpty)
  }

  /// Turns input off while players load, and back on.
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    isUserInteractionEnabled = isEnabled
  }

  /// Asks the host for the delete alert; its buttons go back to the presenter.
  func showDeleteConfirmation(title: String, message: String) {
    host?.present(
      .confirmation(
        title: title, message: message, confirmTitle: PlayerListTexts.deleteConfirmButton,
        confirmStyle: .destructive, cancelTitle: PlayerListTexts.deleteCancelButton,
        onConfirm: { [weak self] in await self?.presenter?.deleteConfirmed() },
        onCancel: { [weak self] in self?.presenter?.deleteCancelled() }))
  }

  // MARK: - Private

  /// Every control only forwards its event.
  private func wireActions() {
    layout.selectButton.action = { [weak self] in self?.presenter?.selectTapped() }
    layout.actionButton.action = { [weak self] in self?.presenter?.actionTapped() }
    layout.emptyView.button.action = { [weak self] in await self?.presenter?.retryTapped() }
  }
}

// MARK: - HostBacked

extension PlayerListView: HostBacked {}

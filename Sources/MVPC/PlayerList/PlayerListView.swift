import Domain
import Foundation
import ViewKit

/// The passive MVP view of Player List: the players table, the empty view and the bottom button
/// as `PlayerListPresenterProtocol` describes them; forwards every event to it and the title,
/// overlays and alerts to its navigator.
@MainActor
final class PlayerListView: View, PlayerListViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any PlayerListPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  /// Select/Cancel; the view controller puts it in the navigation bar, the view drives it.
  let selectButton = BarButtonItem(
    title: PlayerListTexts.selectButton, identifier: "playerList.selectButton")
  private let table = TableView(identifier: "playerList.table")
  private let emptyView = EmptyStateView(
    message: PlayerListTexts.emptyMessage, buttonTitle: PlayerListTexts.retryButton,
    identifier: "playerList.emptyView", buttonIdentifier: "playerList.retryButton")
  private let actionButton = Button(
    title: PlayerListTexts.addPlayerButton, identifier: "playerList.actionButton")

  // MARK: - Init

  /// Builds the screen of SPEC §3.2: the table, the hidden empty view, the bottom button.
  init() {
    super.init()
    emptyView.isHidden = true
    addSubview(table)
    addSubview(emptyView)
    addSubview(actionButton)
    table.dataSource = self
    table.delegate = self
    wireEvents()
  }

  // MARK: - PlayerListViewProtocol

  /// Sets the Select/Cancel bar button.
  func setSelectButton(title: String, isEnabled: Bool) {
    selectButton.title = title
    selectButton.isEnabled = isEnabled
  }

  /// Sets the bottom button.
  func setActionButton(title: String, isEnabled: Bool) {
    actionButton.title = title
    actionButton.isEnabled = isEnabled
  }

  /// Reads every row again.
  func reloadData() {
    table.reloadData()
  }

  /// Reads row `index` again.
  func reloadRow(at index: Int) {
    table.reloadRows(at: [IndexPath(row: index, section: 0)])
  }

  /// Removes row `index`, which the presenter has already dropped.
  func deleteRow(at index: Int) {
    table.deleteRows(at: [IndexPath(row: index, section: 0)])
  }

  /// Shows the empty view with `message` in place of the table.
  func showEmptyView(message: String) {
    emptyView.messageLabel.text = message
    emptyView.isHidden = false
    table.isHidden = true
  }

  /// Shows the table in place of the empty view.
  func hideEmptyView() {
    emptyView.isHidden = true
    table.isHidden = false
  }

  /// Turns input off while players load, and back on.
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    isUserInteractionEnabled = isEnabled
  }

  /// Asks the navigator for the delete alert; its buttons go back to the presenter.
  func showDeleteConfirmation(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(
      AlertAction(title: PlayerListTexts.deleteConfirmButton, style: .destructive) {
        [weak self] in await self?.presenter?.deleteConfirmed()
      })
    alert.addAction(
      AlertAction(title: PlayerListTexts.deleteCancelButton, style: .cancel) { [weak self] in
        self?.presenter?.deleteCancelled()
      })
    navigator?.present(alert)
  }

  // MARK: - Private

  /// Every control only forwards its event.
  private func wireEvents() {
    selectButton.action = { [weak self] in self?.presenter?.selectButtonTapped() }
    actionButton.action = { [weak self] in self?.presenter?.actionButtonTapped() }
    emptyView.button.action = { [weak self] in await self?.presenter?.retryTapped() }
  }
}

// MARK: - NavigatorBacked

extension PlayerListView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}

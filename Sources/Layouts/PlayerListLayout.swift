import Domain
import ViewKit

/// Player List (SPEC §3.2): Select in the bar, the players table, the hidden empty view and the
/// bottom button, all as in list mode.
@MainActor
package final class PlayerListLayout: ScreenLayout {
  /// Select/Cancel.
  package let selectButton = BarButtonItem(
    title: PlayerListTexts.selectButton, identifier: "playerList.selectButton")
  /// One row per player; see `TableViewCell.playerRow`.
  package let table = TableView(identifier: "playerList.table")
  /// Shown in place of the table when there are no players, with Retry.
  package let emptyView = EmptyStateView(
    message: PlayerListTexts.emptyMessage, buttonTitle: PlayerListTexts.retryButton,
    identifier: "playerList.emptyView", buttonIdentifier: "playerList.retryButton")
  /// Add player, or Confirm players in selection mode.
  package let actionButton = Button(
    title: PlayerListTexts.addPlayerButton, identifier: "playerList.actionButton")

  package var arrangedViews: [View] { [table, emptyView, actionButton] }
  package var rightBarButtonItem: BarButtonItem? { selectButton }

  /// Builds the screen with the empty view hidden.
  package init() {
    emptyView.isHidden = true
  }

  /// Makes `rows` the table's data source and delegate: the players and the taps on them.
  package func showRows(from rows: some TableViewDataSource & TableViewDelegate) {
    table.dataSource = rows
    table.delegate = rows
  }

  /// Shows the empty view in place of the table, or the table in place of the empty view.
  package func showEmptyView(_ isEmpty: Bool) {
    emptyView.messageLabel.text = PlayerListTexts.emptyMessage
    emptyView.isHidden = !isEmpty
    table.isHidden = isEmpty
  }

  /// Sets the title-independent controls of: both buttons.
  package func apply(_ controls: PlayerListControls) {
    selectButton.title = controls.selectButton.title
    selectButton.isEnabled = controls.selectButton.isEnabled
    actionButton.title = controls.actionButton.title
    actionButton.isEnabled = controls.actionButton.isEnabled
  }
}

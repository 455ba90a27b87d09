import Domain
import ViewKit

/// Confirm Players (SPEC §3.6): the bench and the two teams in a table in reorder mode, then
/// Start Gather.
@MainActor
package final class ConfirmPlayersLayout: ScreenLayout {
  /// Bench, Team A and Team B; see `TeamTableDataSource`.
  package let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  /// Starts the gather; enabled once both teams have players.
  package let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")

  package var arrangedViews: [View] { [table, startButton] }

  /// Builds the screen, its table in reorder mode since moving rows is all the user can do there.
  package init() {
    table.isEditing = true
  }
}

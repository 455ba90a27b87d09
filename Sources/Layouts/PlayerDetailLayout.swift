import ViewKit

/// Player Detail (SPEC §3.3): the grouped table of the player's fields; see `TableViewCell.fieldRow`.
@MainActor
package final class PlayerDetailLayout: ScreenLayout {
  /// One section per group of fields, one row per field.
  package let table = TableView(style: .grouped, identifier: "playerDetail.table")

  package var arrangedViews: [View] { [table] }

  /// Builds the screen.
  package init() {}
}

/// One Player List row: the player it shows and its checkbox (SPEC §3.2).
///
/// Every pattern that hands rows to its view passes these; the cell draws the name, position and
/// skill lines from `player`.
package struct PlayerListRow: Equatable, Sendable {
  /// The player the row shows.
  package let player: Player
  /// Whether the checkbox is ticked; `nil` in list mode, where there is no checkbox.
  package let isChecked: Bool?

  /// The row showing `player`, ticked or not, or without a checkbox when `isChecked` is `nil`.
  package init(player: Player, isChecked: Bool?) {
    self.player = player
    self.isChecked = isChecked
  }
}

extension Sequence<PlayerListRow> {
  /// The ids of the ticked rows' players, as a declarative list draws its checkboxes.
  package var checkedIDs: Set<Player.ID> {
    // A loop, not `filter`: in a caller's main-actor closure each row's test would check the
    // actor.
    var ids: Set<Player.ID> = []
    for row in self where row.isChecked == true { ids.insert(row.player.id) }
    return ids
  }
}

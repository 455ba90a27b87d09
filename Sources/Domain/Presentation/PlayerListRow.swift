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

  /// Compares what the row shows, every field of its player (not only the id, as `Player`'s
  /// `==` does): a renamed player is another row, so what observes rows sees the rename.
  package static func == (lhs: PlayerListRow, rhs: PlayerListRow) -> Bool {
    lhs.isChecked == rhs.isChecked && lhs.player.hasSameContents(as: rhs.player)
  }
}

extension PlayerListRow {
  /// One row per player, ticked when `selection` holds it; without checkboxes when there is no
  /// selection (list mode).
  ///
  /// Here rather than in each caller: a closure written in a main-actor type checks the actor
  /// on every row, and these functions are not isolated.
  package static func rows(of players: [Player], selection: PlayerSelection?) -> [PlayerListRow] {
    players.map { PlayerListRow(player: $0, isChecked: selection?.contains($0)) }
  }
}

extension [PlayerListRow] {
  /// The ids of the ticked rows' players, as a declarative list draws its checkboxes.
  package var checkedIDs: Set<Player.ID> {
    Set(lazy.filter { $0.isChecked == true }.map { $0.player.id })
  }
}

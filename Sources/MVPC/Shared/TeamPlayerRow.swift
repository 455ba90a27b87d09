import Domain

/// One row of a team table (Confirm Players, Gather): the player's name and position acronym.
struct TeamPlayerRow: Equatable, Sendable {
  /// The player's name.
  let name: String
  /// The position acronym, or `-` when the player has none.
  let detail: String
}

extension TeamPlayerRow {
  /// The row that shows `player`.
  init(player: Player) {
    self.init(name: player.name, detail: player.positionAcronym)
  }
}

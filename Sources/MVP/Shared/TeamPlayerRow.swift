import Domain

/// One row of a team table (Confirm Players, Gather): the player's name and position acronym.
package struct TeamPlayerRow: Equatable, Sendable {
  /// The player's name.
  package let name: String
  /// The position acronym, or `-` when the player has none.
  package let detail: String

  /// Creates a row with the texts to show.
  package init(name: String, detail: String) {
    self.name = name
    self.detail = detail
  }

  /// The row that shows `player`.
  package init(player: Player) {
    self.init(name: player.name, detail: player.positionAcronym)
  }
}

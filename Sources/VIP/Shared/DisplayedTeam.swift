import Domain

/// One section of a team table (Confirm Players, Gather), formatted by a presenter.
package struct DisplayedTeam: Equatable, Sendable {
  /// The section header, such as `Team A`.
  package let header: String
  /// The section's rows, in order.
  package let players: [DisplayedTeamPlayer]

  /// Creates a section with these texts.
  package init(header: String, players: [DisplayedTeamPlayer]) {
    self.header = header
    self.players = players
  }
}

/// One row of a team table: the player's name and position acronym.
package struct DisplayedTeamPlayer: Equatable, Sendable {
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

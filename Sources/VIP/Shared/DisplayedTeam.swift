import Domain

/// One section of a team table (Confirm Players, Gather), formatted by a presenter.
struct DisplayedTeam: Equatable, Sendable {
  /// The section header, such as `Team A`.
  let header: String
  /// The section's rows, in order.
  let players: [DisplayedTeamPlayer]
}

/// One row of a team table: the player's name and position acronym.
struct DisplayedTeamPlayer: Equatable, Sendable {
  /// The player's name.
  let name: String
  /// The position acronym, or `-` when the player has none.
  let detail: String
}

extension DisplayedTeamPlayer {
  /// The row that shows `player`.
  init(player: Player) {
    self.init(name: player.name, detail: player.positionAcronym)
  }
}

import Domain

/// One section of a team table (Confirm Players, Gather), as a presenter formats it for its view.
struct TeamTableSection: Equatable {
  /// The section header, such as `Team A`.
  let header: String
  /// The section's rows, in order.
  let rows: [TeamTableRow]
}

/// One row of a team table: the player's name and position acronym.
struct TeamTableRow: Equatable {
  /// The player's name.
  let name: String
  /// The position acronym, or `-` when the player has none.
  let detail: String
}

extension TeamTableSection {
  /// The section showing `players` under the header of `team`.
  init(team: TeamSection, players: [Player]) {
    self.init(
      header: team.title,
      rows: players.map { TeamTableRow(name: $0.name, detail: $0.positionAcronym) })
  }
}

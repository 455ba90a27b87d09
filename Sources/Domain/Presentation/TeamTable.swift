/// One section of a team table (Confirm Players, Gather): a header over its rows.
package struct TeamTableSection: Equatable, Sendable {
  /// The section header, such as `Team A`.
  package let header: String
  /// The section's rows, in order.
  package let rows: [TeamTableRow]

  /// A section titled `header` over `rows`.
  package init(header: String, rows: [TeamTableRow]) {
    self.header = header
    self.rows = rows
  }

  /// The section showing `players` under the header of `team`.
  package init(team: TeamSection, players: [Player]) {
    self.init(header: team.title, rows: players.map(TeamTableRow.init(player:)))
  }
}

/// One row of a team table: the player's name and, on the right, the position acronym.
package struct TeamTableRow: Equatable, Sendable {
  /// The player's name.
  package let name: String
  /// The position acronym, or `-` when the player has none.
  package let detail: String

  /// A row showing `name` with `detail` on the right.
  package init(name: String, detail: String) {
    self.name = name
    self.detail = detail
  }

  /// The row that shows `player`.
  package init(player: Player) {
    self.init(name: player.name, detail: player.positionAcronym)
  }
}

extension [TeamTableSection] {
  /// The sections of `teams`, in `order`: Confirm Players shows all three, Gather the two teams.
  package init(_ teams: TeamAssignment, order: [TeamSection] = TeamSection.allCases) {
    self = order.map { TeamTableSection(team: $0, players: teams.players(in: $0)) }
  }
}

/// The three groups of Confirm Players, in section order (SPEC §1.4).
package enum TeamSection: Int, Sendable, CaseIterable, Codable {
  case bench = 0
  case teamA = 1
  case teamB = 2

  /// The section header, also the `team` value sent when a player joins a gather.
  package var title: String {
    switch self {
    case .bench: "Bench"
    case .teamA: "Team A"
    case .teamB: "Team B"
    }
  }

  /// Whether the section's players take part in the match.
  ///
  /// Team A and Team B play, the bench does not (SPEC §1.2, §3.7): the one rule every pattern
  /// asks.
  package var plays: Bool { self != .bench }

  /// The sections that play, in section and score order: Team A, then Team B.
  package static var playing: [TeamSection] { allCases.filter(\.plays) }

  /// The team's label in the Gather score area (`TEAM A`).
  package var scoreTitle: String { title.uppercased() }

  /// The section whose header or wire name is `title`.
  package init?(title: String) {
    guard let match = Self.allCases.first(where: { $0.title == title }) else { return nil }
    self = match
  }
}

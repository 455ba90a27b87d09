import Foundation

/// What Confirm Players hands to the Gather screen: the new gather and who plays for which team.
package struct GatherModel: Sendable, Equatable {
  /// One player of a team.
  package struct Entry: Sendable, Equatable {
    package let team: TeamSection
    package let player: Player

    /// Creates an entry.
    package init(team: TeamSection, player: Player) {
      self.team = team
      self.player = player
    }
  }

  package let gatherId: UUID
  /// Team A's players first, in section order, then Team B's; never the bench (SPEC §1.2).
  package let entries: [Entry]

  /// Creates the model.
  package init(gatherId: UUID, entries: [Entry]) {
    self.gatherId = gatherId
    self.entries = entries
  }

  /// The players of one team, in order.
  package func players(in team: TeamSection) -> [Player] {
    entries.filter { $0.team == team }.map(\.player)
  }
}

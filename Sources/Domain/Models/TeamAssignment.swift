/// The bench and the two teams of Confirm Players, and the one move a user can make (SPEC §3.6).
package struct TeamAssignment: Sendable, Equatable {
  /// A row of the Confirm Players table.
  package struct Slot: Sendable, Equatable {
    package let section: TeamSection
    package let index: Int

    /// Creates a slot.
    package init(section: TeamSection, index: Int) {
      self.section = section
      self.index = index
    }
  }

  private var lists: [TeamSection: [Player]]

  /// Puts every player on the bench, in the order given; both teams start empty.
  package init(bench: [Player]) {
    lists = [.bench: bench, .teamA: [], .teamB: []]
  }

  /// The players of one section, in order.
  package func players(in section: TeamSection) -> [Player] { lists[section] ?? [] }

  /// The player at a slot, or `nil` when there is none.
  package func player(at slot: Slot) -> Player? {
    let list = players(in: slot.section)
    return list.indices.contains(slot.index) ? list[slot.index] : nil
  }

  /// Takes the player out of `source` and inserts it at `destination` (clamped to the list's end).
  ///
  /// Returns `false`, changing nothing, when `source` holds no player.
  @discardableResult
  package mutating func move(from source: Slot, to destination: Slot) -> Bool {
    guard let player = player(at: source) else { return false }
    lists[source.section, default: []].remove(at: source.index)
    var target = lists[destination.section, default: []]
    target.insert(player, at: min(max(destination.index, 0), target.count))
    lists[destination.section] = target
    return true
  }

  /// Whether Start Gather is allowed: both teams have at least one player.
  package var canStartGather: Bool {
    TeamSection.playing.allSatisfy { !players(in: $0).isEmpty }
  }

  /// Team A's players, then Team B's, as the Gather screen and the add-player calls need them.
  package var teamEntries: [GatherModel.Entry] {
    TeamSection.playing.flatMap { team in
      players(in: team).map { GatherModel.Entry(team: team, player: $0) }
    }
  }
}

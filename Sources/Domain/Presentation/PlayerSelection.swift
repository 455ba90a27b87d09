/// The players ticked in the Player List's selection mode, tracked by id.
package struct PlayerSelection: Sendable, Equatable {
  /// The fewest players a gather needs; Confirm players is enabled from this many on.
  package static let minimumPlayers = 2

  /// The ticked players' ids.
  package private(set) var selectedIDs: Set<Int> = []

  /// Creates an empty selection.
  package init() {}

  /// How many players are ticked.
  package var count: Int { selectedIDs.count }

  /// Whether `player` is ticked.
  package func contains(_ player: Player) -> Bool { selectedIDs.contains(player.id) }

  /// Ticks or unticks `player`.
  package mutating func toggle(_ player: Player) {
    if selectedIDs.remove(player.id) == nil { selectedIDs.insert(player.id) }
  }

  /// Unticks everyone.
  package mutating func removeAll() { selectedIDs.removeAll() }

  /// The ticked players in list order, as Confirm Players puts them on the bench.
  package func selectedPlayers(in list: [Player]) -> [Player] {
    // Outside selection mode nothing is ticked: no player of a long list need be looked up.
    guard !selectedIDs.isEmpty else { return [] }
    return list.filter { selectedIDs.contains($0.id) }
  }

  /// Whether Confirm players is enabled.
  package var canConfirm: Bool { count >= Self.minimumPlayers }
}

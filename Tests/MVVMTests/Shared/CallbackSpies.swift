import Domain

/// Records the players a screen reports as saved, through the closure it was given.
@MainActor
final class UpdatedPlayerSpy {
  /// Every reported player, in order.
  private(set) var updatedPlayers: [Player] = []

  /// The closure to hand to the screen.
  var record: @MainActor (Player) -> Void {
    { [weak self] in self?.updatedPlayers.append($0) }
  }
}

/// Counts how often Gather reports that the gather has ended, through the closure it was given.
@MainActor
final class GatherEndSpy {
  /// How many times the gather was reported ended.
  private(set) var endCount = 0

  /// The closure to hand to the screen.
  var record: @MainActor () -> Void {
    { [weak self] in self?.endCount += 1 }
  }
}

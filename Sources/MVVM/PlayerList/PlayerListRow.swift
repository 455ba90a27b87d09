import Domain

/// One Player List row as the view model publishes it.
struct PlayerListRow: Equatable, Sendable {
  /// The player the row shows.
  let player: Player
  /// The checkbox: `nil` in list mode, else whether the player is ticked.
  let isChecked: Bool?
}

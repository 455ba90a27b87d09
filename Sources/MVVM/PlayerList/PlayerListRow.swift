/// One Player List row as the view model publishes it.
struct PlayerListRow: Equatable, Sendable {
  /// Line 1: the name.
  let name: String
  /// Line 2: `"Position: <raw>"` or `"Position: -"`.
  let position: String
  /// Line 3: `"Skill: <raw>"` or `"Skill: -"`.
  let skill: String
  /// The checkbox: `nil` in list mode, else whether the player is ticked.
  let checkbox: Bool?
}

/// One Player List row as the view model publishes it.
package struct PlayerListRow: Equatable, Sendable {
  /// Line 1: the name.
  package let name: String
  /// Line 2: `"Position: <raw>"` or `"Position: -"`.
  package let position: String
  /// Line 3: `"Skill: <raw>"` or `"Skill: -"`.
  package let skill: String
  /// The checkbox: `nil` in list mode, else whether the player is ticked.
  package let checkbox: Bool?

  /// Creates a row.
  package init(name: String, position: String, skill: String, checkbox: Bool?) {
    self.name = name
    self.position = position
    self.skill = skill
    self.checkbox = checkbox
  }
}

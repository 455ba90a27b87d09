/// How good a player is, in the order the edit screen lists the options.
package enum PlayerSkill: String, Sendable, CaseIterable, Codable {
  case beginner, amateur, professional

  /// The lowercase wire value, shown on the player list (`beginner`).
  package var rawDisplay: String { rawValue }

  /// The value with its first letter in upper case, shown on the detail and edit screens.
  package var capitalized: String { rawValue.capitalizedFirstLetter }
}

/// Where a player likes to play, in the order the edit screen lists the options.
package enum PlayerPosition: String, Sendable, CaseIterable, Codable {
  case goalkeeper, defender, midfielder, winger, striker

  /// The short form shown on Confirm Players and Gather rows (`GK`, `DEF`, `MID`, `W`, `ST`).
  package var acronym: String {
    switch self {
    case .goalkeeper: "GK"
    case .winger: "W"
    case .striker: "ST"
    case .defender, .midfielder: String(rawValue.prefix(3)).uppercased()
    }
  }

  /// The lowercase wire value, shown on the player list (`goalkeeper`).
  package var rawDisplay: String { rawValue }

  /// The value with its first letter in upper case (`Goalkeeper`).
  package var capitalized: String { rawValue.capitalizedFirstLetter }
}

extension String {
  /// The string with only its first character upper-cased (`"preferred"` → `"Preferred"`).
  package var capitalizedFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}

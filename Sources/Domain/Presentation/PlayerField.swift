/// A row of Player Detail, and what Player Edit changes (SPEC §3.3, §3.4).
package enum PlayerField: Sendable, CaseIterable, Equatable {
  case name, age, preferredPosition, skill, favouriteTeam

  /// The row title, also the Player Edit title.
  package var title: String {
    switch self {
    case .name: "Name"
    case .age: "Age"
    case .preferredPosition: "Preferred position"
    case .skill: "Skill"
    case .favouriteTeam: "Favourite team"
    }
  }

  /// The value the detail row shows: capitalized for positions and skills, `""` when unset.
  package func value(of player: Player) -> String {
    switch self {
    case .name: player.name
    case .age: player.age.map(String.init) ?? ""
    case .preferredPosition: player.preferredPosition?.capitalized ?? ""
    case .skill: player.skill?.capitalized ?? ""
    case .favouriteTeam: player.favouriteTeam ?? ""
    }
  }

  /// The raw option values in enum order for a selection field; `nil` for a text field.
  package var options: [String]? {
    switch self {
    case .preferredPosition: PlayerPosition.allCases.map(\.rawValue)
    case .skill: PlayerSkill.allCases.map(\.rawValue)
    case .name, .age, .favouriteTeam: nil
    }
  }

  /// Whether the field is edited by choosing from `options` rather than typing.
  package var isSelection: Bool { options != nil }

  /// The options as Player Edit lists them (`Goalkeeper`…); empty for a text field.
  package var optionTitles: [String] { options?.map(\.capitalizedFirstLetter) ?? [] }

  /// The index of the player's current value in `options`, or `nil` when unset or a text field.
  package func selectedOptionIndex(for player: Player) -> Int? {
    options?.firstIndex(of: value(of: player).lowercased())
  }

  /// Whether Done may be tapped for `newValue`: it differs from the original ignoring case,
  /// and a name is not empty.
  package func canSave(_ newValue: String, original: String) -> Bool {
    if self == .name && newValue.isEmpty { return false }
    return newValue.lowercased() != original.lowercased()
  }

  /// A copy of `player` with this field set from `newValue`.
  ///
  /// Age becomes `nil` when the text is not an integer; an option is matched ignoring case.
  package func applying(_ newValue: String, to player: Player) -> Player {
    var updated = player
    switch self {
    case .name: updated.name = newValue
    case .age: updated.age = Int(newValue)
    case .favouriteTeam: updated.favouriteTeam = newValue
    case .preferredPosition:
      if let position = PlayerPosition(rawValue: newValue.lowercased()) {
        updated.preferredPosition = position
      }
    case .skill:
      if let skill = PlayerSkill(rawValue: newValue.lowercased()) { updated.skill = skill }
    }
    return updated
  }
}

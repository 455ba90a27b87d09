extension Player {
  /// Player List line 2: `"Position: <raw>"` or `"Position: -"`.
  package var positionLine: String { Self.positionLine(preferredPosition) }

  /// Player List line 3: `"Skill: <raw>"` or `"Skill: -"`.
  package var skillLine: String { Self.skillLine(skill) }

  /// The Player List row's detail: the position line over the skill line.
  ///
  /// Read from a table of every combination, so a presenter formatting a thousand rows shares
  /// a few strings rather than building a thousand.
  package var listDetail: String {
    ListDetails.table.detail(preferredPosition, skill)
  }

  /// The row detail on Confirm Players and Gather: the position's acronym, or `"-"`.
  package var positionAcronym: String { preferredPosition?.acronym ?? "-" }

  fileprivate static func positionLine(_ position: PlayerPosition?) -> String {
    "Position: " + (position?.rawDisplay ?? "-")
  }

  fileprivate static func skillLine(_ skill: PlayerSkill?) -> String {
    "Skill: " + (skill?.rawDisplay ?? "-")
  }
}

/// Every Player List detail, by position and skill, each unset one first.
private struct ListDetails {
  /// Built once: one lookup per row rather than a string per row.
  static let table = ListDetails()

  private let positions: [PlayerPosition?] = [nil] + PlayerPosition.allCases
  private let skills: [PlayerSkill?] = [nil] + PlayerSkill.allCases
  private let details: [[String]]

  private init() {
    details = positions.map { [skills] position in
      skills.map { Player.positionLine(position) + "\n" + Player.skillLine($0) }
    }
  }

  func detail(_ position: PlayerPosition?, _ skill: PlayerSkill?) -> String {
    details[positions.firstIndex(of: position) ?? 0][skills.firstIndex(of: skill) ?? 0]
  }
}

extension Player {
  /// Player List line 2: `"Position: <raw>"` or `"Position: -"`.
  package var positionLine: String { "Position: " + (preferredPosition?.rawDisplay ?? "-") }

  /// Player List line 3: `"Skill: <raw>"` or `"Skill: -"`.
  package var skillLine: String { "Skill: " + (skill?.rawDisplay ?? "-") }

  /// The Player List row's detail: the position line over the skill line.
  package var listDetail: String { positionLine + "\n" + skillLine }

  /// The row detail on Confirm Players and Gather: the position's acronym, or `"-"`.
  package var positionAcronym: String { preferredPosition?.acronym ?? "-" }
}

import Domain
import Testing

@Suite struct PlayerEnumsTests {
  @Test func givenEveryPosition_whenReadingAcronyms_thenTheyMatchTheSpec() {
    // Given
    let positions = PlayerPosition.allCases

    // When
    let acronyms = positions.map(\.acronym)

    // Then
    #expect(acronyms == ["GK", "DEF", "MID", "W", "ST"])
  }

  @Test func givenPositionsAndSkills_whenDisplayed_thenRawIsLowercaseAndCapitalizedHasACapital() {
    // Given
    let position = PlayerPosition.goalkeeper
    let skill = PlayerSkill.professional

    // When / Then
    #expect(position.rawDisplay == "goalkeeper")
    #expect(position.capitalized == "Goalkeeper")
    #expect(skill.rawDisplay == "professional")
    #expect(skill.capitalized == "Professional")
    #expect(PlayerSkill.allCases.map(\.rawValue) == ["beginner", "amateur", "professional"])
    #expect("".capitalizedFirstLetter == "")
  }

  @Test func givenTeamSections_whenReadingTitles_thenTheyAreTheWireNames() {
    // Given
    let sections = TeamSection.allCases

    // When / Then
    #expect(sections.map(\.title) == ["Bench", "Team A", "Team B"])
    #expect(sections.map(\.rawValue) == [0, 1, 2])
    #expect(TeamSection.teamA.scoreTitle == "TEAM A")
    #expect(TeamSection(title: "Team B") == .teamB)
    #expect(TeamSection(title: "team b") == nil)
  }
}

import Domain
import TestSupport
import Testing

@Suite struct PlayerSelectionTests {
  @Test func givenNoSelection_whenReadingConfirm_thenDisabled() {
    // Given / When
    let selection = PlayerSelection()

    // Then
    #expect(selection.count == 0)
    #expect(!selection.canConfirm)
    #expect(PlayerSelection.minimumPlayers == 2)
  }

  @Test func givenTwoTickedPlayers_whenReading_thenCountedAndConfirmIsEnabledInListOrder() {
    // Given
    var selection = PlayerSelection()

    // When
    selection.toggle(Player.squad[3])
    selection.toggle(Player.squad[0])

    // Then
    #expect(selection.count == 2)
    #expect(selection.canConfirm)
    #expect(selection.contains(Player.squad[3]))
    #expect(selection.selectedPlayers(in: Player.squad).map(\.name) == ["Ana", "Dan"])
  }

  @Test func givenATickedPlayer_whenToggledAgainOrCleared_thenItIsUnticked() {
    // Given
    var selection = PlayerSelection()
    selection.toggle(Player.squad[0])
    selection.toggle(Player.squad[1])

    // When
    selection.toggle(Player.squad[0])

    // Then
    #expect(selection.count == 1)
    #expect(!selection.canConfirm)

    // When
    selection.removeAll()

    // Then
    #expect(selection.count == 0)
  }

  @Test func givenPlayers_whenReadingListLines_thenPositionSkillAndAcronymOrDash() {
    // Given
    let complete = Player.completeFixture()
    let empty = Player.fixture()

    // When / Then
    #expect(complete.positionLine == "Position: midfielder")
    #expect(complete.skillLine == "Skill: professional")
    #expect(complete.positionAcronym == "MID")
    #expect(empty.positionLine == "Position: -")
    #expect(empty.skillLine == "Skill: -")
    #expect(empty.positionAcronym == "-")
  }
}

import Domain
import Testing

@Suite struct PlayerListControlsTests {
  @Test func givenListModeWithPlayers_whenControlsAreMade_thenPlayersSelectAndAddPlayerEnabled() {
    // Given / When
    let controls = PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true)

    // Then
    #expect(controls.title == PlayerListTexts.title)
    #expect(
      controls.selectButton == ButtonState(title: PlayerListTexts.selectButton, isEnabled: true))
    #expect(
      controls.actionButton == ButtonState(title: PlayerListTexts.addPlayerButton, isEnabled: true))
  }

  @Test func givenNoPlayers_whenControlsAreMade_thenSelectIsDisabled() {
    // Given / When
    let controls = PlayerListControls(isSelecting: false, selection: PlayerSelection(), players: [])

    // Then
    #expect(controls.selectButton.isEnabled == false)
    #expect(controls.actionButton.isEnabled)
  }

  @Test func givenSelectionModeWithOneTicked_whenControlsAreMade_thenCountTitleAndConfirmOff() {
    // Given / When
    let controls = PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true)

    // Then
    #expect(controls.title == "1 selected")
    #expect(
      controls.selectButton == ButtonState(title: PlayerListTexts.cancelButton, isEnabled: true))
    #expect(
      controls.actionButton
        == ButtonState(title: PlayerListTexts.confirmPlayersButton, isEnabled: false))
  }

  @Test func givenSelectionModeWithNoneOrTwoTicked_whenControlsAreMade_thenTitleAndConfirmFollow() {
    // Given / When
    let none = PlayerListControls(isSelecting: true, selectedCount: 0, hasPlayers: true)
    let two = PlayerListControls(isSelecting: true, selectedCount: 2, hasPlayers: true)

    // Then
    #expect(none.title == PlayerListTexts.title)
    #expect(two.title == "2 selected")
    #expect(two.actionButton.isEnabled)
  }
}

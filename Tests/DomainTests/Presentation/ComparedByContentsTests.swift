import Domain
import TestSupport
import Testing

/// What a screen observes sees a rename, though `Player`'s `==` compares ids only (SPEC §1.1).
@Suite struct ComparedByContentsTests {
  @Test func givenAListOfPlayers_whenOneIsRenamed_thenTheWrappedListsDifferButThePlayersAreEqual() {
    // Given
    let squad = [Player.fixture(id: 1, name: "Ana"), Player.fixture(id: 2, name: "Bruno")]
    var renamed = squad
    renamed[1].name = "Bruna"

    // When
    let before = ComparedByContents(wrappedValue: squad)
    let after = ComparedByContents(wrappedValue: renamed)

    // Then
    #expect(squad == renamed)
    #expect(before != after)
    #expect(before == ComparedByContents(wrappedValue: squad))
  }

  @Test func givenARow_whenItsPlayerIsRenamedOrItsTickChanges_thenTheRowsDiffer() {
    // Given
    let row = PlayerListRow(player: Player.fixture(id: 1, name: "Ana"), isChecked: false)
    var renamedPlayer = row.player
    renamedPlayer.name = "Anabela"

    // When
    let renamed = PlayerListRow(player: renamedPlayer, isChecked: false)
    let ticked = PlayerListRow(player: row.player, isChecked: true)

    // Then
    #expect(renamed != row)
    #expect(ticked != row)
    #expect(PlayerListRow(player: row.player, isChecked: false) == row)
  }
}

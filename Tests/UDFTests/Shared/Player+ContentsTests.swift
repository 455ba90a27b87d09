import Domain
import TestSupport
import Testing

@testable import UDF

/// How states holding players compare lists: by every field, so an edit the ids do not show is a
/// change the screens hear of.
@Suite struct PlayerContentsTests {
  @Test func givenACopyOfAList_whenCompared_thenItHasTheSameContents() {
    // Given
    let copy = Player.squad

    // When
    let same = copy.hasSameContents(as: Player.squad)

    // Then
    #expect(same)
  }

  @Test func givenTheSamePlayersBuiltAgain_whenCompared_thenTheyHaveTheSameContents() {
    // Given
    let rebuilt = Player.squad.map { Player(id: $0.id, name: $0.name, age: $0.age) }
    let original = Player.squad.map { Player(id: $0.id, name: $0.name, age: $0.age) }

    // When
    let same = rebuilt.hasSameContents(as: original)

    // Then
    #expect(same)
  }

  @Test func givenAnEditedName_whenCompared_thenTheContentsDifferThoughTheIdsMatch() {
    // Given
    var edited = Player.squad
    edited[1].name = "Bruna"

    // When
    let same = edited.hasSameContents(as: Player.squad)

    // Then
    #expect(edited == Player.squad)
    #expect(!same)
  }

  @Test func givenOneMorePlayer_whenCompared_thenTheContentsDiffer() {
    // Given
    let longer = Player.squad + [Player(id: 99, name: "Zoe")]

    // When
    let same = longer.hasSameContents(as: Player.squad)
    let shorter = Array(Player.squad.dropLast()).hasSameContents(as: Player.squad)

    // Then
    #expect(!same)
    #expect(!shorter)
  }
}

import Domain
import Testing
import ViewKit

/// The `copy-from` change (Changes/copy-from/README.md): a player's position and skill copied
/// from another, on a screen pushed from Player Detail that hands its pick back.
enum ChangeUnderTest {
  static let scenario = Scenario(
    "givenAnasDetail_whenCopyingFromDan_thenTheDetailTheListAndTheBackendHoldHisPlayStyle"
  ) { app in
    // Given: Ana's detail; Copy from lists every other player as the Player List does
    try await app.logIn()
    try await app.select(row(0), in: "playerList.table")
    #expect(try app.isEnabled("playerDetail.copyButton"))
    try await app.tap("playerDetail.copyButton")
    #expect(app.title == "Copy from")
    #expect(try app.rowTexts("copyFrom.table")[0] == ["Bruno", "Carla", "Dan", "Eva", "Filipe"])
    #expect(
      try app.rowLines("copyFrom.table")[2] == ["Dan", "Position: defender", "Skill: beginner"])
    // When: Back
    try await app.back()
    // Then: nothing changed
    #expect(app.title == "Ana")
    #expect(
      try app.titlesAndValues("playerDetail.table")[1] == [
        "Preferred position: Midfielder", "Skill: Professional",
      ])

    // When: Dan is picked
    try await app.tap("playerDetail.copyButton")
    try await app.perform(.selectRow(row(2), in: "copyFrom.table"), holding: .updatePlayer) {
      app in
      #expect(app.title == "Ana")
      #expect(app.isLoading)
    }
    // Then: back on Ana's detail, showing Dan's position and skill
    #expect(app.title == "Ana")
    #expect(!app.isLoading)
    #expect(
      try app.titlesAndValues("playerDetail.table")[1] == [
        "Preferred position: Defender", "Skill: Beginner",
      ])

    // When: Back to the list
    try await app.back()
    // Then: Ana's row shows them too, and so does the backend
    #expect(
      try app.rowLines("playerList.table")[0] == ["Ana", "Position: defender", "Skill: beginner"])
    let ana = try #require(try app.world.players().first)
    #expect(ana.preferredPosition == .defender)
    #expect(ana.skill == .beginner)
    #expect(ana.age == 27)
  }
}

import Domain
import Testing
import ViewKit

/// The `shuffle` change (Changes/shuffle/README.md): the teams dealt from a seeded source.
enum ChangeUnderTest {
  static let scenario = Scenario(
    "givenFivePlayersOnConfirmPlayers_whenShuffled_thenTheyAreDealtIntoTwoTeamsAndCanStart"
  ) { app in
    // Given: five players confirmed, one of them already moved to Team B
    try await app.logIn()
    try await app.selectPlayers([0, 1, 2, 3, 4])
    try await app.tap("playerList.actionButton")
    try await app.move(row(0), to: row(0, section: 2), in: "confirmPlayers.table")
    #expect(try app.isEnabled("confirmPlayers.shuffleButton"))
    // When
    try await app.tap("confirmPlayers.shuffleButton")
    // Then: nobody on the bench, three in Team A and two in Team B, and Start is allowed
    let dealt = try app.rowTexts("confirmPlayers.table")
    #expect(dealt[0].isEmpty)
    #expect(dealt[1].count == 3)
    #expect(dealt[2].count == 2)
    #expect(Set(dealt[1] + dealt[2]) == ["Ana", "Bruno", "Carla", "Dan", "Eva"])
    #expect(try app.isEnabled("confirmPlayers.startButton"))

    // When: shuffled again, then a row is moved by hand
    try await app.tap("confirmPlayers.shuffleButton")
    let again = try app.rowTexts("confirmPlayers.table")
    try await app.move(row(0, section: 1), to: row(0), in: "confirmPlayers.table")
    // Then: a new deal, still three and two; the move works as before
    #expect(again[1].count == 3)
    #expect(try app.rowTexts("confirmPlayers.table")[0] == [again[1][0]])

    // When: the gather starts
    try await app.tap("confirmPlayers.startButton")
    // Then: the teams dealt are the teams sent
    #expect(app.title == "Gather in progress")
    let gather = try #require(try app.world.gathers().last)
    #expect(try app.world.members(of: gather).count == 4)
  }
}

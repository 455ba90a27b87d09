import Domain
import Testing
import ViewKit

/// The `sort-players` change (Changes/sort-players/README.md): the list sorted by the user's pick.
enum ChangeUnderTest {
  static let scenario = Scenario(
    "givenTheDemoSquad_whenSortedBySkillThenByName_thenRowsTicksAndTheBenchFollowTheOrder"
  ) { app in
    // Given: the list in the server's order
    try await app.logIn()
    let names = { try app.rowTexts("playerList.table")[0] }
    #expect(try names() == ["Ana", "Bruno", "Carla", "Dan", "Eva", "Filipe"])

    // When: sorted by skill
    try await app.pick(row: 2, component: 0, in: "playerList.sortPicker")
    // Then: professionals first, the players with no skill last, ties in the server's order
    #expect(try names() == ["Ana", "Carla", "Bruno", "Dan", "Eva", "Filipe"])

    // When: a player with no skill is added
    try await app.tap("playerList.actionButton")
    try await app.type("abel", into: "playerAdd.name")
    try await app.tap("playerAdd.doneButton")
    // Then: the reloaded list keeps the order, the new player last
    #expect(try names() == ["Ana", "Carla", "Bruno", "Dan", "Eva", "Filipe", "abel"])

    // When: Ana and abel ticked, then sorted by name
    try await app.selectPlayers([0, 6])
    try await app.pick(row: 1, component: 0, in: "playerList.sortPicker")
    // Then: alphabetical ignoring case, the ticks follow their players
    #expect(try names() == ["abel", "Ana", "Bruno", "Carla", "Dan", "Eva", "Filipe"])
    #expect(app.title == "2 selected")

    // When: confirmed
    try await app.tap("playerList.actionButton")
    // Then: the bench holds them in the order shown
    #expect(try app.rowTexts("confirmPlayers.table")[0] == ["abel", "Ana"])

    // When: back on the list, out of selection mode, Added picked again
    try await app.back()
    try await app.tap("playerList.selectButton")
    try await app.pick(row: 0, component: 0, in: "playerList.sortPicker")
    // Then: the server's order again
    #expect(try names() == ["Ana", "Bruno", "Carla", "Dan", "Eva", "Filipe", "abel"])
  }
}

import Domain
import Testing
import ViewKit

/// Confirm Players: the bench, moves and the Start rule (SPEC §3.6; R-5, R-12 to R-14, R-23).
extension Scenario {
  static let confirmPlayers: [Scenario] = [
    Scenario("givenThreeTickedOutOfOrder_whenConfirmed_thenTheBenchKeepsTheListOrder") { app in
      // Given
      try await app.logIn()
      try await app.selectPlayers([4, 0, 2])
      // When
      try await app.tap("playerList.actionButton")
      // Then: R-5
      #expect(app.title == "Confirm Players")
      #expect(try app.headers("confirmPlayers.table") == ["Bench", "Team A", "Team B"])
      #expect(try app.teams("confirmPlayers.table") == [["Ana MID", "Carla ST", "Eva W"], [], []])
      #expect(try !app.isEnabled("confirmPlayers.startButton"))
    },

    Scenario("givenTheBench_whenPlayersAreMoved_thenStartNeedsBothTeams") { app in
      // Given
      try await app.logIn()
      try await app.selectPlayers([0, 3, 5])
      try await app.tap("playerList.actionButton")
      let table = "confirmPlayers.table"
      // When
      try await app.move(row(2), to: row(0), in: table)
      // Then: R-13, no position shows "-"
      #expect(try app.teams(table) == [["Filipe -", "Ana MID", "Dan DEF"], [], []])
      try await app.move(row(0), to: row(0, section: 1), in: table)
      #expect(try !app.isEnabled("confirmPlayers.startButton"))
      try await app.move(row(0), to: row(0, section: 1), in: table)
      #expect(try app.teams(table) == [["Dan DEF"], ["Ana MID", "Filipe -"], []])
      #expect(try !app.isEnabled("confirmPlayers.startButton"))
      try await app.move(row(0), to: row(0, section: 2), in: table)
      #expect(try app.isEnabled("confirmPlayers.startButton"))
      try await app.move(row(0, section: 2), to: row(0), in: table)
      #expect(try !app.isEnabled("confirmPlayers.startButton"))
      try await app.move(row(1, section: 1), to: row(0, section: 2), in: table)
      #expect(try app.teams(table) == [["Dan DEF"], ["Ana MID"], ["Filipe -"]])
      #expect(try app.isEnabled("confirmPlayers.startButton"))
    },

    Scenario("givenCreatingTheGatherFails_whenStartIsTapped_thenUnableToCreateGather") { app in
      // Given
      try await app.logIn()
      try await app.confirmTwoTeams()
      app.world.backend.failNext(.createGather, with: .transport)
      // When
      try await app.tap("confirmPlayers.startButton")
      // Then
      #expect(app.alert == errorAlert("Unable to create gather."))
      try await app.answer("OK")
      #expect(app.title == "Confirm Players")
      #expect(!app.isLoading)
      #expect(try app.world.gathers() == [])
    },

    Scenario(
      "givenAPlayerDeletedElsewhere_whenStartIsTapped_thenUnableToCreateGatherAndTheGatherStays"
    ) { app in
      // Given
      try await app.logIn()
      try await app.confirmTwoTeams()
      try app.world.deleteElsewhere("Bruno")
      app.note("another device deletes Bruno")
      // When
      try await app.tap("confirmPlayers.startButton")
      // Then: R-14, one add-player call failed; R-23, the created gather is not deleted
      #expect(app.alert == errorAlert("Unable to create gather."))
      try await app.answer("OK")
      #expect(app.title == "Confirm Players")
      let gathers = try app.world.gathers()
      #expect(gathers.count == 1)
      #expect(try gathers.map { try app.world.members(of: $0) } == [["Ana in Team A"]])
    },
  ]
}

extension AcceptanceApp {
  /// Every section of a teams table, each row as `"<name> <detail>"`.
  func teams(_ table: String) throws -> [[String]] {
    try driver.rows(in: table).map { $0.map { "\($0.text) \($0.detail ?? "")" } }
  }
}

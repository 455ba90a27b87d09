import Domain
import Testing
import ViewKit

/// The Player List: loading, the empty view, selection mode and delete (SPEC §3.2; ).
extension Scenario {
  static let playerList: [Scenario] = [
    Scenario("givenTheDemoSquad_whenLoggedIn_thenRowsShowNamePositionAndSkillInServerOrder") {
      app in
      // When
      try await app.logIn()
      // Then
      #expect(app.title == "Players")
      #expect(
        try app.rowLines("playerList.table") == [
          ["Ana", "Position: midfielder", "Skill: professional"],
          ["Bruno", "Position: goalkeeper", "Skill: amateur"],
          ["Carla", "Position: striker", "Skill: professional"],
          ["Dan", "Position: defender", "Skill: beginner"],
          ["Eva", "Position: winger", "Skill: -"],
          ["Filipe", "Position: -", "Skill: -"],
        ])
      #expect(try app.text("playerList.selectButton") == "Select")
      #expect(try app.isEnabled("playerList.selectButton"))
      #expect(try app.text("playerList.actionButton") == "Add player")
      #expect(try app.isEnabled("playerList.actionButton"))
      #expect(!app.shows("playerList.emptyView"))
    },

    Scenario("givenASlowPlayerList_whenItLoads_thenNoOverlayShowsButTheScreenIgnoresInput") { app in
      // Given
      try await app.type("demo", into: "login.username")
      try await app.type("demo", into: "login.password")
      // When
      try await app.perform(.tap("login.loginButton"), holding: .players) { app in
        // Then
        #expect(app.title == "Players")
        #expect(!app.isLoading)
        #expect(app.controls == [])
      }
      #expect(app.controls.count > 1)
      #expect(try app.rowTexts("playerList.table")[0].count == 6)
    },

    Scenario(
      "givenNoPlayers_whenOneIsAddedElsewhereAndRetryIsTapped_thenTheListShowsIt", .noPlayers
    ) { app in
      // Given
      try await app.logIn()
      #expect(app.shows("playerList.emptyView"))
      #expect(!app.shows("playerList.table"))
      #expect(try !app.isEnabled("playerList.selectButton"))
      try app.world.createElsewhere(PlayerCreate(name: "Hugo", skill: .amateur))
      app.note("another device adds Hugo")
      // When
      try await app.tap("playerList.retryButton")
      // Then
      #expect(try app.rowLines("playerList.table") == [["Hugo", "Position: -", "Skill: amateur"]])
      #expect(!app.shows("playerList.emptyView"))
      #expect(try app.isEnabled("playerList.selectButton"))
    },

    Scenario("givenTheFirstLoadFails_whenLoggedIn_thenAnErrorAndAnAddedPlayerReloadsTheList") {
      app in
      // Given
      app.world.backend.failNext(.players, with: .decoding)
      // When
      try await app.logIn()
      // Then
      #expect(app.alert == errorAlert("The server's answer could not be read."))
      try await app.answer("OK")
      #expect(try app.rowTexts("playerList.table") == [[]])
      try await app.tap("playerList.actionButton")
      try await app.type("Gil", into: "playerAdd.name")
      try await app.tap("playerAdd.doneButton")
      #expect(
        try app.rowTexts("playerList.table") == [
          ["Ana", "Bruno", "Carla", "Dan", "Eva", "Filipe", "Gil"]
        ])
    },

    Scenario("givenNoPlayers_whenRetryFailsWithNoServer_thenCouldNotConnect", .noPlayers) { app in
      // Given
      try await app.logIn()
      app.world.backend.failNext(.players, with: .transport)
      app.note("the server cannot be reached")
      // When
      try await app.tap("playerList.retryButton")
      // Then: Retry hid the empty view; the failed load leaves the content as it is
      #expect(app.alert == errorAlert("Could not connect to the server."))
      try await app.answer("OK")
      #expect(try app.rowTexts("playerList.table") == [[]])
      #expect(try !app.isEnabled("playerList.selectButton"))
    },

    Scenario("givenSelectionMode_whenPlayersAreTicked_thenTheTitleCountsAndConfirmNeedsTwo") {
      app in
      // Given
      try await app.logIn()
      try await app.tap("playerList.selectButton")
      #expect(app.title == "Players")
      #expect(try app.text("playerList.selectButton") == "Cancel")
      #expect(try app.text("playerList.actionButton") == "Confirm players")
      #expect(try !app.isEnabled("playerList.actionButton"))
      // When
      try await app.select(row(0), in: "playerList.table")
      // Then
      #expect(app.title == "1 selected")
      #expect(try !app.isEnabled("playerList.actionButton"))
      try await app.select(row(2), in: "playerList.table")
      #expect(app.title == "2 selected")
      #expect(try app.isEnabled("playerList.actionButton"))
      #expect(
        try app.rows("playerList.table").map(\.checkbox) == [
          .checked, .unchecked, .checked, .unchecked, .unchecked, .unchecked,
        ])
      try await app.select(row(0), in: "playerList.table")
      #expect(app.title == "1 selected")
      #expect(try !app.isEnabled("playerList.actionButton"))
    },

    Scenario("givenTicksInSelectionMode_whenCancelledAndSelectedAgain_thenTheTicksAreGone") {
      app in
      // Given
      try await app.logIn()
      try await app.selectPlayers([1, 3])
      #expect(app.deletableRows("playerList.table") == [])
      // When
      try await app.tap("playerList.selectButton")
      // Then
      #expect(app.title == "Players")
      #expect(try app.text("playerList.selectButton") == "Select")
      #expect(try app.text("playerList.actionButton") == "Add player")
      #expect(try app.isEnabled("playerList.actionButton"))
      #expect(try app.rows("playerList.table").allSatisfy { $0.checkbox == nil })
      try await app.tap("playerList.selectButton")
      #expect(app.title == "Players")
      #expect(try app.rows("playerList.table").allSatisfy { $0.checkbox == .unchecked })
      #expect(try !app.isEnabled("playerList.actionButton"))
    },

    Scenario("givenListMode_whenADeleteIsCancelled_thenThePlayerStays") { app in
      // Given
      try await app.logIn()
      // When
      try await app.swipeDelete(row(1), in: "playerList.table")
      // Then
      #expect(
        app.alert
          == AlertSnapshot(
            title: "Delete player",
            message: "Are you sure you want to delete the selected player?",
            actions: ["Delete", "Cancel"]))
      try await app.answer("Cancel")
      #expect(try app.rowTexts("playerList.table")[0].count == 6)
      #expect(try app.world.players().count == 6)
    },

    Scenario("givenListMode_whenADeleteIsConfirmed_thenTheRowAndTheStoredPlayerAreGone") { app in
      // Given
      try await app.logIn()
      // When
      try await app.swipeDelete(row(1), in: "playerList.table")
      try await app.perform(.alertAction("Delete"), holding: .deletePlayer) { app in
        #expect(app.isLoading)
      }
      // Then
      #expect(!app.isLoading)
      #expect(
        try app.rowTexts("playerList.table") == [["Ana", "Carla", "Dan", "Eva", "Filipe"]])
      #expect(try app.world.players().map(\.name) == ["Ana", "Carla", "Dan", "Eva", "Filipe"])
    },

    Scenario(
      "givenOnePlayer_whenItIsDeleted_thenTheEmptyViewShowsAndSelectIsDisabled",
      Setup(account: .demo(players: [PlayerCreate(name: "Ana")]))
    ) { app in
      // Given
      try await app.logIn()
      // When
      try await app.swipeDelete(row(0), in: "playerList.table")
      try await app.answer("Delete")
      // Then
      #expect(app.shows("playerList.emptyView"))
      #expect(app.screen.contains("There aren't any players for your user."))
      #expect(try !app.isEnabled("playerList.selectButton"))
      #expect(try app.world.players() == [])
    },

    Scenario("givenADeleteFails_whenConfirmed_thenAnErrorAndTheRowStays") { app in
      // Given
      try await app.logIn()
      app.world.backend.failNext(.deletePlayer, with: .transport)
      // When
      try await app.swipeDelete(row(0), in: "playerList.table")
      try await app.answer("Delete")
      // Then: R-6, the overlay is gone before the alert
      #expect(!app.isLoading)
      #expect(app.alert == errorAlert("Could not connect to the server."))
      try await app.answer("OK")
      #expect(try app.rowTexts("playerList.table")[0].first == "Ana")
      #expect(try app.world.players().count == 6)
    },

    Scenario("givenAPlayerDeletedElsewhere_whenDeletedHere_thenTheItemNoLongerExists") { app in
      // Given
      try await app.logIn()
      try app.world.deleteElsewhere("Carla")
      app.note("another device deletes Carla")
      // When
      try await app.swipeDelete(row(2), in: "playerList.table")
      try await app.answer("Delete")
      // Then
      #expect(app.alert == errorAlert("The item no longer exists."))
      try await app.answer("OK")
      #expect(try app.rowTexts("playerList.table")[0][2] == "Carla")
    },

    Scenario("givenTheSessionTokenIsGone_whenDeleting_thenTheSessionHasExpired") { app in
      // Given
      try await app.logIn()
      try app.world.environment.credentials.removeToken()
      app.note("the session token is removed")
      // When
      try await app.swipeDelete(row(0), in: "playerList.table")
      try await app.answer("Delete")
      // Then
      #expect(app.alert == errorAlert("Your session has expired. Please log in again."))
      try await app.answer("OK")
      #expect(try app.world.players().count == 6)
    },
  ]
}

import Domain
import Testing
import ViewKit

/// Player Add (SPEC §3.5; R-11).
extension Scenario {
  static let playerAdd: [Scenario] = [
    Scenario("givenPlayerAdd_whenANameIsTyped_thenDoneSavesItAndTheListReloads") { app in
      // Given
      try await app.logIn()
      try await app.tap("playerList.actionButton")
      #expect(app.title == "Add Player")
      #expect(try !app.isEnabled("playerAdd.doneButton"))
      #expect(
        app.controls.contains(
          ControlSnapshot(
            kind: .textField(secure: false), address: "playerAdd.name",
            title: "Enter name of the player")))
      // When
      try await app.type("Gil", into: "playerAdd.name")
      #expect(try app.isEnabled("playerAdd.doneButton"))
      try await app.type("", into: "playerAdd.name")
      #expect(try !app.isEnabled("playerAdd.doneButton"))
      try await app.type("Gil", into: "playerAdd.name")
      try await app.perform(.tap("playerAdd.doneButton"), holding: .createPlayer) { app in
        #expect(app.isLoading)
      }
      // Then
      #expect(app.title == "Players")
      #expect(try app.rowLines("playerList.table").last == ["Gil", "Position: -", "Skill: -"])
      let stored = try #require(try app.world.players().last)
      #expect(stored.hasSameContents(as: Player(id: stored.id, name: "Gil")))
    },

    Scenario("givenACreateFails_whenDoneIsTapped_thenUnableToCreateAndTheScreenStays") { app in
      // Given
      try await app.logIn()
      try await app.tap("playerList.actionButton")
      try await app.type("Gil", into: "playerAdd.name")
      app.world.backend.failNext(.createPlayer, with: .transport)
      // When
      try await app.tap("playerAdd.doneButton")
      // Then: R-11
      #expect(
        app.alert
          == errorAlert("Unable to create player. Please try again.", title: "Error update"))
      try await app.answer("OK")
      #expect(app.title == "Add Player")
      #expect(try app.text("playerAdd.name") == "Gil")
      #expect(try app.world.players().count == 6)
      try await app.tap("playerAdd.doneButton")
      #expect(try app.rowTexts("playerList.table")[0].last == "Gil")
    },
  ]
}

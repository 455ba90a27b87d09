import Domain
import Testing
import ViewKit

/// Player Detail and Player Edit (SPEC §3.3, §3.4; R-7 to R-10, R-21).
extension Scenario {
  static let playerDetail: [Scenario] = [
    Scenario("givenAna_whenHerDetailOpens_thenEverySectionShowsItsValue") { app in
      // Given
      try await app.logIn()
      // When
      try await app.select(row(0), in: "playerList.table")
      // Then
      #expect(app.title == "Ana")
      #expect(try app.headers("playerDetail.table") == ["PERSONAL", "PLAY", "LIKES"])
      #expect(
        try app.titlesAndValues("playerDetail.table") == [
          ["Name: Ana", "Age: 27"], ["Preferred position: Midfielder", "Skill: Professional"],
          ["Favourite team: FC Porto"],
        ])
      try await app.back()
      try await app.select(row(5), in: "playerList.table")
      #expect(app.title == "Filipe")
      #expect(
        try app.titlesAndValues("playerDetail.table") == [
          ["Name: Filipe", "Age: "], ["Preferred position: ", "Skill: "], ["Favourite team: "],
        ])
    },

    Scenario("givenARename_whenDoneIsTapped_thenTheDetailTitleAndTheListRowShowTheNewName") {
      app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.name, ofPlayer: 0)
      #expect(app.title == "Name")
      #expect(try app.text("playerEdit.textField") == "Ana")
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      #expect(!app.shows("playerEdit.options"))
      // When
      try await app.type("Anabela", into: "playerEdit.textField")
      try await app.perform(.tap("playerEdit.doneButton"), holding: .updatePlayer) { app in
        #expect(app.isLoading)
      }
      // Then: R-7
      #expect(app.title == "Anabela")
      #expect(try app.titlesAndValues("playerDetail.table")[0][0] == "Name: Anabela")
      try await app.back()
      #expect(try app.rowTexts("playerList.table")[0].first == "Anabela")
      #expect(try app.world.players().first?.name == "Anabela")
    },

    Scenario("givenANameEdit_whenEmptyOrTheSameIgnoringCase_thenDoneStaysDisabled") { app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.name, ofPlayer: 0)
      // When
      try await app.type("", into: "playerEdit.textField")
      // Then
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      #expect(await app.attempt(.tap("playerEdit.doneButton"))?.kindName == "disabled")
      try await app.type("ANA", into: "playerEdit.textField")
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      try await app.type("Ana B", into: "playerEdit.textField")
      #expect(try app.isEnabled("playerEdit.doneButton"))
      try await app.type("ana", into: "playerEdit.textField")
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      try await app.back()
      #expect(app.title == "Ana")
    },

    Scenario("givenAnAgeEdit_whenANonNumberIsSaved_thenTheAgeIsClearedAndANumberSetsItAgain") {
      app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.age, ofPlayer: 0)
      #expect(app.title == "Age")
      #expect(try app.text("playerEdit.textField") == "27")
      // When: R-21, no validation
      try await app.type("abc", into: "playerEdit.textField")
      try await app.tap("playerEdit.doneButton")
      // Then
      #expect(try app.titlesAndValues("playerDetail.table")[0][1] == "Age: ")
      #expect(try app.world.players().first?.age == nil)
      try await app.select(DetailRow.age, in: "playerDetail.table")
      #expect(try app.text("playerEdit.textField") == "")
      try await app.type("31", into: "playerEdit.textField")
      try await app.tap("playerEdit.doneButton")
      #expect(try app.titlesAndValues("playerDetail.table")[0][1] == "Age: 31")
      #expect(try app.world.players().first?.age == 31)
    },

    Scenario("givenFilipeWithNothingSet_whenEveryFieldIsSet_thenDetailListAndServerAgree") { app in
      // Given
      try await app.logIn()
      try await app.select(row(5), in: "playerList.table")
      // When
      try await app.select(DetailRow.age, in: "playerDetail.table")
      try await app.type("19", into: "playerEdit.textField")
      try await app.tap("playerEdit.doneButton")
      try await app.select(DetailRow.position, in: "playerDetail.table")
      #expect(
        try app.rows("playerEdit.options").map(\.text) == [
          "Goalkeeper", "Defender", "Midfielder", "Winger", "Striker",
        ])
      #expect(try app.rows("playerEdit.options").allSatisfy { $0.accessory != .checkmark })
      try await app.select(row(4), in: "playerEdit.options")
      try await app.tap("playerEdit.doneButton")
      try await app.select(DetailRow.skill, in: "playerDetail.table")
      #expect(
        try app.rows("playerEdit.options").map(\.text) == ["Beginner", "Amateur", "Professional"])
      try await app.select(row(0), in: "playerEdit.options")
      try await app.tap("playerEdit.doneButton")
      try await app.select(DetailRow.favouriteTeam, in: "playerDetail.table")
      try await app.type("Sporting", into: "playerEdit.textField")
      try await app.tap("playerEdit.doneButton")
      // Then
      #expect(
        try app.titlesAndValues("playerDetail.table") == [
          ["Name: Filipe", "Age: 19"], ["Preferred position: Striker", "Skill: Beginner"],
          ["Favourite team: Sporting"],
        ])
      try await app.back()
      #expect(
        try app.rowLines("playerList.table")[5] == [
          "Filipe", "Position: striker", "Skill: beginner",
        ])
      let stored = try app.world.players()[5]
      #expect(
        stored.hasSameContents(
          as: Player(
            id: stored.id, name: "Filipe", age: 19, skill: .beginner,
            preferredPosition: .striker, favouriteTeam: "Sporting")))
    },

    Scenario("givenAPositionEdit_whenOptionsAreTapped_thenOneCheckmarkAndDoneOnlyForAChange") {
      app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.position, ofPlayer: 0)
      #expect(app.title == "Preferred position")
      #expect(!app.shows("playerEdit.textField"))
      #expect(try app.checkmarks("playerEdit.options") == [2])
      // When
      try await app.select(row(2), in: "playerEdit.options")
      // Then
      #expect(try app.checkmarks("playerEdit.options") == [2])
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      try await app.select(row(0), in: "playerEdit.options")
      #expect(try app.checkmarks("playerEdit.options") == [0])
      #expect(try app.isEnabled("playerEdit.doneButton"))
      try await app.select(row(2), in: "playerEdit.options")
      #expect(try !app.isEnabled("playerEdit.doneButton"))
      try await app.select(row(3), in: "playerEdit.options")
      try await app.tap("playerEdit.doneButton")
      #expect(try app.titlesAndValues("playerDetail.table")[1][0] == "Preferred position: Winger")
      #expect(try app.world.players().first?.preferredPosition == .winger)
    },

    Scenario("givenAnUpdateFails_whenDoneIsTapped_thenErrorUpdateAndThePlayerIsUnchanged") { app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.name, ofPlayer: 0)
      try await app.type("Zed", into: "playerEdit.textField")
      app.world.backend.failNext(.updatePlayer, with: .transport)
      // When
      try await app.tap("playerEdit.doneButton")
      // Then
      #expect(
        app.alert
          == errorAlert("Unable to update player. Please try again.", title: "Error update"))
      try await app.answer("OK")
      #expect(app.title == "Name")
      #expect(!app.isLoading)
      try await app.back()
      #expect(app.title == "Ana")
      #expect(try app.world.players().first?.name == "Ana")
    },

    Scenario("givenAFavouriteTeam_whenItIsCleared_thenAnEmptyTeamIsStored") { app in
      // Given
      try await app.logIn()
      try await app.editField(DetailRow.favouriteTeam, ofPlayer: 4)
      #expect(app.title == "Favourite team")
      #expect(try app.text("playerEdit.textField") == "Benfica")
      // When
      try await app.type("", into: "playerEdit.textField")
      #expect(try app.isEnabled("playerEdit.doneButton"))
      try await app.tap("playerEdit.doneButton")
      // Then
      #expect(try app.titlesAndValues("playerDetail.table")[2] == ["Favourite team: "])
      #expect(try app.world.players()[4].favouriteTeam == "")
    },
  ]
}

extension AcceptanceApp {
  /// A grouped table's rows as `"<title>: <value>"`, per section.
  func titlesAndValues(_ table: String) throws -> [[String]] {
    try driver.rows(in: table).map { $0.map { "\($0.text): \($0.detail ?? "")" } }
  }

  /// A table's section headers.
  func headers(_ table: String) throws -> [String?] {
    try driver.headers(in: table)
  }

  /// The rows of a table's first section that carry a checkmark.
  func checkmarks(_ table: String) throws -> [Int] {
    let rows = try rows(table)
    return rows.indices.filter { rows[$0].accessory == .checkmark }
  }
}

import Domain
import Testing
import ViewKit

/// The `nickname` change (Changes/nickname/README.md): added, listed, shown and edited.
enum ChangeUnderTest {
  static let scenario = Scenario(
    "givenANickname_whenAddedAndEdited_thenTheListDetailAndEditShowIt"
  ) { app in
    // Given
    try await app.logIn()
    try await app.tap("playerList.actionButton")
    #expect(
      app.controls.contains(
        ControlSnapshot(
          kind: .textField(secure: false), address: "playerAdd.nickname",
          title: "Enter nickname (optional)")))
    // When: a nickname alone does not enable Done; a name does
    try await app.type("Gilly", into: "playerAdd.nickname")
    #expect(try !app.isEnabled("playerAdd.doneButton"))
    try await app.type("Gil", into: "playerAdd.name")
    try await app.tap("playerAdd.doneButton")
    // Then: the new row shows it; rows without one show the name alone
    let rows = try app.rowTexts("playerList.table")[0]
    #expect(rows.first == "Ana")
    #expect(rows.last == "Gil (Gilly)")
    #expect(try app.world.players().last?.nickname == "Gilly")

    // When: the detail of the new player
    try await app.select(row(rows.count - 1), in: "playerList.table")
    // Then
    #expect(app.title == "Gil")
    #expect(try app.rowTexts("playerDetail.table")[0] == ["Name", "Age", "Nickname"])

    // When: the nickname is changed on Player Edit
    try await app.select(row(2), in: "playerDetail.table")
    #expect(app.title == "Nickname")
    #expect(try app.text("playerEdit.textField") == "Gilly")
    try await app.type("G", into: "playerEdit.textField")
    try await app.tap("playerEdit.doneButton")
    try await app.back()
    // Then
    #expect(try app.rowTexts("playerList.table")[0].last == "Gil (G)")

    // When: it is emptied
    try await app.select(row(rows.count - 1), in: "playerList.table")
    try await app.select(row(2), in: "playerDetail.table")
    try await app.type("", into: "playerEdit.textField")
    try await app.tap("playerEdit.doneButton")
    try await app.back()
    // Then: the row shows the name alone and the backend holds no nickname
    #expect(try app.rowTexts("playerList.table")[0].last == "Gil")
    #expect(try app.world.players().last?.nickname == nil)
  }
}

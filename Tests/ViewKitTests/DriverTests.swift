import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverTests {
  @Test func givenAnEmptyName_whenTyping_thenEachKeystrokeIsReportedAndSaveEnables() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    #expect(try driver.isEnabled("settings.save") == false)
    // When
    try await driver.type("Ana", into: "settings.name")
    // Then
    #expect(settings.events == ["name:A", "name:An", "name:Ana"])
    #expect(try driver.text(of: "settings.name") == "Ana")
    #expect(try driver.isEnabled("settings.save"))
  }

  @Test func givenText_whenTypingAgain_thenTheTextIsReplaced() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.type("Bo", into: "settings.name")
    // Then
    #expect(try driver.text(of: "settings.name") == "Bo")
  }

  @Test func givenText_whenClearing_thenTheFieldIsEmptyAndSaveDisables() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.clearText(in: "settings.name")
    try await driver.type("", into: "settings.name")
    // Then
    #expect(try driver.text(of: "settings.name") == "")
    #expect(settings.events.suffix(2) == ["name:", "name:"])
    #expect(try driver.isEnabled("settings.save") == false)
  }

  @Test func givenAName_whenTappingSave_thenTheDriverReturnsAfterTheWorkWithTheAlert()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    // When
    try await driver.tap("Save")
    // Then
    #expect(driver.isLoading == false)
    #expect(try driver.text(of: "settings.status") == "Saved Ana")
    #expect(
      driver.alert
        == AlertSnapshot(title: "Saved", message: "Your settings were saved.", actions: ["OK"]))
  }

  @Test func givenTheSavedAlert_whenTappingOK_thenTheAlertIsGone() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    try await driver.tap("settings.save")
    // When
    try await driver.tapAlertAction("OK")
    // Then
    #expect(driver.alert == nil)
  }

  @Test func givenTheResetAlert_whenTappingTheDestructiveAction_thenItsHandlerRanToTheEnd()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.type("Ana", into: "settings.name")
    try await driver.tap("Reset")
    // When
    try await driver.tapAlertAction("Reset")
    // Then
    #expect(driver.alert == nil)
    #expect(try driver.text(of: "settings.name") == "")
    #expect(try driver.text(of: "settings.status") == "Reset")
  }

  @Test func givenASwitchOn_whenToggled_thenItIsOffAndTheScreenHeard() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    // When
    try await driver.toggle("settings.sync")
    // Then
    #expect(try driver.isOn("settings.sync") == false)
    #expect(settings.events == ["sync:false"])
  }

  @Test func givenAStepper_whenSteppingPastItsBounds_thenTheValueIsClamped() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    try await driver.stepUp("settings.fontSize")
    try await driver.stepUp("settings.fontSize")
    let top = try driver.value(of: "settings.fontSize")
    for _ in 0..<4 { try await driver.stepDown("settings.fontSize") }
    // Then
    #expect(top == 14)
    #expect(try driver.value(of: "settings.fontSize") == 10)
    #expect(try driver.text(of: "settings.fontLabel") == "Font size 10")
  }

  @Test func givenAPicker_whenPickingARow_thenItIsSelectedAndReported() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    // When
    try await driver.pick(row: 1, component: 1, in: "settings.theme")
    // Then
    #expect(try driver.selectedRows(in: "settings.theme") == [0, 1])
    #expect(settings.events == ["pick:1,1"])
  }

  @Test func givenNotes_whenSelectingARow_thenTheDetailIsPushedWithABackButton() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 1), in: "notes.table")
    // Then
    #expect(driver.title == "Trip")
    #expect(driver.topViewController is NoteDetailViewController)
    #expect(try driver.text(of: "detail.title") == "Trip")
  }

  @Test func givenADetail_whenTappingBack_thenTheListAppearsAgain() async throws {
    // Given
    let (driver, notes) = TestScreens.notes()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "notes.table")
    // When
    try await driver.tap("Back")
    // Then
    #expect(driver.title == "Notes")
    #expect(notes.appearances == 2)
  }

  @Test func givenADetail_whenMarkingDone_thenTheListShowsACheckmark() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.selectRow(IndexPath(row: 0, section: 1), in: "notes.table")
    // When
    try await driver.tap("detail.done")
    // Then
    #expect(driver.title == "Notes")
    #expect(
      try driver.rows(in: "notes.table")[1][0] == RowSnapshot(text: "Ideas", accessory: .checkmark))
  }

  @Test func givenNotes_whenDeletingAndConfirming_thenTheRowIsGone() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.deleteRow(IndexPath(row: 0, section: 1), in: "notes.table")
    #expect(driver.alert?.message == "Delete \"Ideas\"?")
    // When
    try await driver.tapAlertAction("Delete")
    // Then
    #expect(try driver.rows(in: "notes.table")[1].map(\.text) == ["Trip"])
  }

  @Test func givenTheDeleteAlert_whenCancelling_thenTheRowStays() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.deleteRow(IndexPath(row: 0, section: 1), in: "notes.table")
    // When
    try await driver.tapAlertAction("Cancel")
    // Then
    #expect(try driver.rows(in: "notes.table")[1].map(\.text) == ["Ideas", "Trip"])
  }

  @Test func givenTheLastNote_whenDeleted_thenTheEmptyStateShows() async throws {
    // Given
    let (driver, notes) = TestScreens.notes()
    notes.sections = [("Only", [NotesViewController.Note(title: "Last")])]
    notes.table.reloadData()
    // When
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "notes.table")
    try await driver.tapAlertAction("Delete")
    // Then
    #expect(try driver.isHidden("notes.empty") == false)
    #expect(try driver.rows(in: "notes.table") == [[]])
  }

  @Test func givenReorderMode_whenMovingARowToAnotherSection_thenBothSectionsChange()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.tap("notes.edit")
    // When
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 1), to: IndexPath(row: 1, section: 0), in: "notes.table")
    // Then
    let titles = try driver.rows(in: "notes.table").map { $0.map(\.text) }
    #expect(titles == [["Groceries", "Trip"], ["Ideas"]])
    #expect(try driver.text(of: "notes.edit") == "Done")
  }

  @Test func givenReorderMode_whenMovingWithinASection_thenTheOrderChanges() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.tap("Edit")
    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 1), in: "notes.table")
    // Then
    #expect(try driver.rows(in: "notes.table")[1].map(\.text) == ["Trip", "Ideas"])
  }

  @Test func givenNotes_whenReadingTheTable_thenHeadersAndRowsAreShown() throws {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    let rows = try driver.rows(in: "notes.table")
    // Then
    #expect(try driver.headers(in: "notes.table") == ["Pinned", "Other"])
    #expect(
      rows[0] == [
        RowSnapshot(text: "Groceries", detail: "Milk\nEggs", accessory: .disclosureIndicator)
      ])
    #expect(driver.element("notes.empty") is EmptyStateView)
    #expect(driver.element("loading") == nil)
  }

  @Test func givenAHiddenEmptyState_whenItAppears_thenItsButtonCanBeTapped() async throws {
    // Given
    let (driver, notes) = TestScreens.notes()
    var reloads = 0
    notes.emptyView.button.action = { reloads += 1 }
    notes.emptyView.isHidden = false
    // When
    try await driver.tap("Reload")
    try await driver.tap("notes.reload")
    // Then
    #expect(reloads == 2)
  }

  @Test func givenWorkStartedOnAppear_whenWaiting_thenTheDriverSeesItsResult() async throws {
    // Given
    let root = ViewController()
    let label = Label(text: "Loading", identifier: "status")
    root.view.addSubview(label)
    root.run {
      await Task.yield()
      label.text = "Ready"
    }
    let driver = Driver(window: Window(rootViewController: root))
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(try driver.text(of: "status") == "Ready")
  }
}

import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverTableTests {
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
}

@MainActor @Suite struct DriverNavigationTests {
  @Test func givenAPushedScreenThatHidesBack_whenGoingBack_thenItCannot() async throws {
    // Given
    let (driver, notes) = TestScreens.notes()
    let detail = NoteDetailViewController(note: "Locked") {}
    detail.navigationItem.hidesBackButton = true
    notes.navigationController?.pushViewController(detail, animated: false)
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Back") }
    // Then
    #expect(
      error
        == .notFound(
          element: "Back",
          onScreen: ["detail.root (view)", "detail.title (label)", "[Mark done] (detail.done)"]))
    #expect(driver.title == "Locked")
  }

  @Test func givenALeftBarItem_whenTappedByTitle_thenItReplacesTheBackButton() async throws {
    // Given
    let (driver, notes) = TestScreens.notes()
    let detail = NoteDetailViewController(note: "Draft") {}
    var cancelled = false
    detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { cancelled = true }
    notes.navigationController?.pushViewController(detail, animated: false)
    // When
    try await driver.tap("Cancel")
    // Then
    #expect(cancelled)
    #expect(driver.render(width: 30).hasPrefix("[Cancel]    Draft\n"))
    #expect(throws: DriverError.self) { try driver.isHidden("notes.table") }
  }

  @Test func givenAnAlert_whenGoingBack_thenTheAlertCoversTheBackButton() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "notes.table")
    driver.topViewController.present(AlertController(title: "Wait", message: nil))
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.goBack() }
    // Then
    #expect(error == .coveredByAlert(element: "Back", alertTitle: "Wait", actions: []))
    #expect(
      error?.description
        == "Cannot reach \"Back\": the alert \"Wait\" covers the screen. Alert actions: none.")
  }

  @Test func givenAHiddenField_whenTypingIntoIt_thenItIsRefusedAsHidden() async {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.passwordField.isHidden = true
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.type("x", into: "settings.password")
    }
    // Then
    #expect(error?.description.hasPrefix("Element \"settings.password\" is hidden.") == true)
    #expect(error?.description.contains("settings.password (text field)") == false)
  }
}

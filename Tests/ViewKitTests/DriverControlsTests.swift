import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverControlsTests {
  @Test func givenAForm_whenListingControls_thenEveryControlIsListedInScreenOrder() {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let controls = driver.controls
    // Then
    #expect(
      controls == [
        ControlSnapshot(kind: .barButton, address: "settings.reset", title: "Reset"),
        ControlSnapshot(
          kind: .textField(secure: false), address: "settings.name", title: "Your name"),
        ControlSnapshot(
          kind: .textField(secure: true), address: "settings.password", title: "Password"),
        ControlSnapshot(kind: .toggle, address: "settings.sync", title: "Sync"),
        ControlSnapshot(
          kind: .stepper(value: 12, minimum: 10, maximum: 14), address: "settings.fontSize"),
        ControlSnapshot(kind: .picker(rowsPerComponent: [2, 2]), address: "settings.theme"),
        ControlSnapshot(kind: .button, address: "settings.save", title: "Save", isEnabled: false),
      ])
  }

  @Test func givenATableOfNotes_whenListingControls_thenTheTableTellsItsRowsAndDeletableRows() {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    let table = driver.controls.first { $0.address == "notes.table" }
    // Then
    let all = [
      IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
    ]
    #expect(
      table?.kind == .table(rowsPerSection: [1, 2], deletableRows: all, isReordering: false))
  }

  @Test func givenReorderMode_whenListingControls_thenTheTableIsReorderingWithNoDeletableRows()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    try await driver.tap("notes.edit")
    // Then
    let table = driver.controls.first { $0.address == "notes.table" }
    #expect(table?.kind == .table(rowsPerSection: [1, 2], deletableRows: [], isReordering: true))
  }

  @Test func givenAPushedScreen_whenListingControls_thenBackComesFirst() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "notes.table")
    // Then
    #expect(driver.controls.first == ControlSnapshot(kind: .back, address: "Back", title: "Back"))
  }

  @Test func givenAnAlert_whenListingControls_thenOnlyItsButtonsAreListed() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    try await driver.tap("settings.reset")
    // Then
    #expect(
      driver.controls == [
        ControlSnapshot(kind: .alertAction, address: "Reset", title: "Reset"),
        ControlSnapshot(kind: .alertAction, address: "Cancel", title: "Cancel"),
      ])
  }

  @Test func givenTheLoadingOverlay_whenListingControls_thenNothingCanBeActedOn() {
    // Given
    let (driver, settings) = TestScreens.settings()
    // When
    settings.showLoading()
    // Then
    #expect(driver.controls.isEmpty)
  }

  @Test func givenHiddenViews_whenListingControls_thenTheyAreLeftOut() {
    // Given
    let (driver, notes) = TestScreens.notes()
    // When
    notes.emptyView.isHidden = false
    notes.table.isHidden = true
    // Then
    #expect(
      driver.controls.map(\.address) == ["notes.edit", "notes.reload"])
  }
}

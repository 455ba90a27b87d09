import Foundation
import Testing
import ViewKit

@MainActor @Suite struct DriverErrorTests {
  @Test func givenSettings_whenTappingSomethingMissing_thenTheErrorListsTheScreen() async {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Logout") }
    // Then
    #expect(
      error?.description
        == "No element \"Logout\" on screen. On screen: [Reset] (settings.reset), "
        + "settings.name (text field), settings.password (text field), settings.sync (switch), "
        + "settings.fontLabel (label), settings.fontSize (stepper), settings.theme (picker), "
        + "[Save] (settings.save), settings.status (label).")
  }

  @Test func givenADisabledButton_whenTapped_thenItIsRefusedByName() async {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Save") }
    // Then
    #expect(error?.description.hasPrefix("Element \"Save\" is disabled. On screen: ") == true)
  }

  @Test func givenAHiddenButton_whenTapped_thenItIsRefusedAsHidden() async {
    // Given
    let (driver, notes) = TestScreens.notes()
    // When
    let byTitle = await #expect(throws: DriverError.self) { try await driver.tap("Reload") }
    let byID = await #expect(throws: DriverError.self) { try await driver.tap("notes.reload") }
    // Then
    #expect(
      byTitle
        == .hidden(element: "Reload", onScreen: ["[Edit] (notes.edit)", "notes.table (table)"]))
    #expect(
      byID
        == .hidden(
          element: "notes.reload", onScreen: ["[Edit] (notes.edit)", "notes.table (table)"]))
    #expect(notes.emptyView.isHidden)
  }

  @Test func givenAnAlert_whenActingOnTheScreen_thenTheAlertCoversIt() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.tap("Reset")
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.toggle("settings.sync") }
    // Then
    #expect(
      error?.description
        == "Cannot reach \"settings.sync\": the alert \"Reset settings?\" covers the screen. "
        + "Alert actions: [Reset] [Cancel].")
  }

  @Test func givenTheLoadingOverlay_whenActing_thenItIsRefused() async {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.showLoading()
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.type("x", into: "settings.name")
    }
    // Then
    #expect(driver.isLoading)
    #expect(driver.element("loading") === settings.loadingView)
    #expect(
      error?.description.hasPrefix("Cannot reach \"settings.name\": the loading overlay") == true)
  }

  @Test func givenNoAlert_whenTappingAnAlertAction_thenNoAlertIsReported() async {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tapAlertAction("OK") }
    // Then
    #expect(
      error?.description.hasPrefix("No alert is shown, so there is no \"OK\" to tap.") == true)
  }

  @Test func givenAnAlert_whenTappingAMissingAction_thenItsActionsAreListed() async throws {
    // Given
    let (driver, _) = TestScreens.settings()
    try await driver.tap("settings.reset")
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.tapAlertAction("OK") }
    // Then
    #expect(
      error?.errorDescription
        == "The alert \"Reset settings?\" has no action \"OK\". Alert actions: [Reset] [Cancel].")
  }

  @Test func givenTheRootScreen_whenGoingBack_thenItCannot() async {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    let error = await #expect(throws: DriverError.self) { try await driver.goBack() }
    // Then
    #expect(error == .cannotGoBack(onScreen: ["[Edit] (notes.edit)", "notes.table (table)"]))
  }

  @Test func givenATable_whenSelectingARowThatIsNotThere_thenTheCountsAreReported() async {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.selectRow(IndexPath(row: 5, section: 0), in: "notes.table")
    }
    // Then
    #expect(
      error?.description
        == "Table \"notes.table\" has no row 5 in section 0. Rows per section: [1, 2].")
  }

  @Test func givenReorderModeOff_whenMovingARow_thenItIsNotAllowed() async {
    // Given
    let (driver, _) = TestScreens.notes()
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.moveRow(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1), in: "notes.table")
    }
    // Then
    #expect(
      error?.description == "Not allowed on \"notes.table\": the table is not in reorder mode.")
  }

  @Test func givenReorderMode_whenMovingPastTheEnd_thenTheDestinationIsOutOfRange() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.tap("Edit")
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.moveRow(
        from: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 1), in: "notes.table")
    }
    // Then
    #expect(
      error
        == .rowOutOfRange(
          table: "notes.table", indexPath: IndexPath(row: 2, section: 1), rowsPerSection: [1, 2]))
  }

  @Test func givenRowsThatCannotMoveOrBeDeleted_whenTried_thenBothAreRefused() async throws {
    // Given
    let root = ViewController()
    let table = TableView(identifier: "t")
    let source = StaticTableDataSource([(nil, [makeCell("A")])])
    table.dataSource = source
    table.isEditing = true
    root.view.addSubview(table)
    let driver = Driver(window: Window(rootViewController: root))
    let first = IndexPath(row: 0, section: 0)
    // When
    let move = await #expect(throws: DriverError.self) {
      try await driver.moveRow(from: first, to: first, in: "t")
    }
    let delete = await #expect(throws: DriverError.self) {
      try await driver.deleteRow(first, in: "t")
    }
    // Then
    #expect(move == .notAllowed(element: "t", reason: "row 0 in section 0 cannot be moved"))
    #expect(delete == .notAllowed(element: "t", reason: "row 0 in section 0 cannot be deleted"))
  }

  @Test func givenAPicker_whenPickingOutsideItsRows_thenTheRowCountsAreReported() async {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let error = await #expect(throws: DriverError.self) {
      try await driver.pick(row: 2, component: 0, in: "settings.theme")
    }
    // Then
    #expect(
      error?.description
        == "Picker \"settings.theme\" has no row 2 in component 0. Rows per component: [2, 2].")
  }

  @Test func givenALabel_whenToggledOrTapped_thenItIsTheWrongKind() async {
    // Given
    let (driver, _) = TestScreens.settings()
    // When
    let toggle = await #expect(throws: DriverError.self) {
      try await driver.toggle("settings.status")
    }
    let tap = await #expect(throws: DriverError.self) { try await driver.tap("settings.status") }
    // Then
    #expect(toggle?.description.hasPrefix("Element \"settings.status\" is not a switch.") == true)
    #expect(tap?.description.hasPrefix("Element \"settings.status\" is not a button.") == true)
  }

  @Test func givenDisabledControls_whenActedOn_thenEachIsRefused() async throws {
    // Given
    let (driver, settings) = TestScreens.settings()
    settings.syncSwitch.isEnabled = false
    settings.fontStepper.isEnabled = false
    settings.nameField.isEnabled = false
    settings.navigationItem.rightBarButtonItem?.isEnabled = false
    // When
    let errors = [
      await #expect(throws: DriverError.self) { try await driver.toggle("settings.sync") },
      await #expect(throws: DriverError.self) { try await driver.stepUp("settings.fontSize") },
      await #expect(throws: DriverError.self) { try await driver.clearText(in: "settings.name") },
      await #expect(throws: DriverError.self) { try await driver.tap("settings.reset") },
    ]
    // Then
    let names = errors.map { error -> String? in
      guard case .disabled(let element, _)? = error else { return nil }
      return element
    }
    #expect(names == ["settings.sync", "settings.fontSize", "settings.name", "settings.reset"])
    #expect(try driver.isEnabled("settings.sync") == false)
    #expect(try driver.isEnabled("settings.fontSize") == false)
    #expect(try driver.isEnabled("settings.name") == false)
    #expect(try driver.isEnabled("settings.reset") == false)
  }

  @Test func givenReaders_whenAskedForTheWrongKindOrAMissingID_thenTheyThrow() throws {
    // Given
    let (driver, _) = TestScreens.settings()
    // When / Then
    #expect(throws: DriverError.self) { try driver.text(of: "settings.sync") }
    #expect(throws: DriverError.self) { try driver.isEnabled("settings.status") }
    #expect(throws: DriverError.self) { try driver.isOn("nope") }
    #expect(throws: DriverError.self) { try driver.rows(in: "settings.theme") }
    #expect(try driver.text(of: "settings.reset") == "Reset")
    #expect(try driver.isHidden("settings.status") == false)
  }
}

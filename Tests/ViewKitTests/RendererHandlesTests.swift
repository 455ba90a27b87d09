import Foundation
import Testing
import ViewKit

@MainActor @Suite struct RendererHandlesTests {
  @Test func givenHandlesForEveryControl_whenRendered_thenEachLabelPrecedesItsControl() {
    // Given
    let (driver, _) = TestScreens.settings()
    let handles = RenderHandles([
      .control("settings.reset"): "1)", .control("settings.name"): "2)",
      .control("settings.password"): "3)", .control("settings.sync"): "4)",
      .control("settings.fontSize"): "5)", .control("settings.theme"): "6)",
      .control("settings.save"): "7)",
    ])
    // When
    let text = driver.render(handles: handles)
    // Then
    #expect(
      text == """
                                  Settings                1) [Reset]
        ------------------------------------------------------------
        Name
        2) [(Your name)_________]
        3) [(Password)__________]
        4) Sync (ON)
        Font size 12
        5) [- 12 +]
        6) < Light >  < Small >
        7) [Save (disabled)]
        """)
  }

  @Test func givenRowSectionAndBackHandles_whenRendered_thenTheyShowInTheTableAndTheBar()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.tap("Edit")
    let handles = RenderHandles([
      .control("notes.edit"): "a", .section(table: "notes.table", 1): "b",
      .row(table: "notes.table", IndexPath(row: 0, section: 0)): "c",
    ])
    // When
    let text = driver.render(width: 40, handles: handles)
    // Then
    #expect(
      text == """
                         Notes          a [Done]
        ----------------------------------------
        -- Pinned --
        c ≡ Groceries                          >
              Milk
              Eggs
        b -- Other --
        ≡ Ideas                                >
        ≡ Trip                                 ✓
            Pack bags
        """)
  }

  @Test func givenAnAlertAndABackButton_whenRenderedWithHandles_thenBothCarryTheirLabels()
    async throws
  {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "notes.table")
    let handles = RenderHandles([.control("Back"): "1)"])
    // When
    let text = driver.render(width: 40, handles: handles)
    // Then
    #expect(
      text == """
        1) < Back      Groceries
        ----------------------------------------
        Groceries
        [Mark done]
        """)
  }

  @Test func givenNoHandles_whenRendered_thenTheTextIsTheDefaultRendering() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "notes.table")
    // When
    let text = driver.render(width: 40, handles: RenderHandles())
    // Then
    #expect(text == driver.render(width: 40))
    #expect(text.contains("[Delete] [Cancel]"))
  }

  @Test func givenAlertActionHandles_whenRendered_thenTheButtonsAreNumbered() async throws {
    // Given
    let (driver, _) = TestScreens.notes()
    try await driver.deleteRow(IndexPath(row: 0, section: 0), in: "notes.table")
    let handles = RenderHandles([.alertAction("Delete"): "1)", .alertAction("Cancel"): "2)"])
    // When
    let text = driver.render(width: 40, handles: handles)
    // Then
    #expect(text.hasSuffix("| 1) [Delete] 2) [Cancel] |\n+-------------------------+"))
  }
}

import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct AlertTests {
  private struct Deleting: DeclarativeKit.View {
    let log: EventLog
    @State private var isAsking = false
    @State private var isWarning = false

    var body: some DeclarativeKit.View {
      Button("Delete") { isAsking = true }
      Button("Both") {
        isAsking = true
        isWarning = true
      }
      Button("Close") { isAsking = false }
        .confirmationDialog("Delete Ana?", isPresented: $isAsking) {
          Button("Delete") { log.append("deleted") }
          Button("Cancel") { log.append("cancelled") }
        } message: {
          Text("This cannot be undone.")
        }
        .alert("Careful", isPresented: $isWarning) {
          Button("OK") { log.append("ok") }
        }
    }
  }

  @Test func givenAnAlertBinding_whenItTurnsTrue_thenTheAlertIsShownWithItsMessage()
    async throws
  {
    // Given
    let (window, driver, _) = host(Deleting(log: EventLog()))

    // When
    try await driver.tap("Delete")

    // Then
    #expect(
      Renderer.render(window) == """
        [Delete]
        [Both]
        [Close]

        +------------------------+
        | Delete Ana?            |
        | This cannot be undone. |
        | [Delete] [Cancel]      |
        +------------------------+
        """)
  }

  @Test func givenAShownAlert_whenTheUserTapsAButton_thenItIsDismissedAndTheActionRuns()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Deleting(log: log))
    try await driver.tap("Delete")

    // When
    try await driver.tapAlertAction("Delete")
    try await driver.tap("Delete")
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(log.events == ["deleted", "cancelled"])
    #expect(window.presentedAlert == nil)
  }

  @Test func givenAShownAlert_whenItsBindingTurnsFalse_thenItIsDismissed() async throws {
    // Given
    let (window, _, screen) = host(Deleting(log: EventLog()))
    try await Driver(window: window).tap("Delete")
    let alert = try #require(window.presentedAlert)

    // When
    let close = try #require(
      screen.view.allViews.compactMap { $0 as? ViewKit.Button }.first { $0.title == "Close" })
    await close.action?()
    await window.waitUntilIdle()

    // Then
    #expect(alert.title == "Delete Ana?")
    #expect(window.presentedAlert == nil)
  }

  @Test func givenTwoAlertsAskedForAtOnce_whenShown_thenTheSecondIsReportedAndItsBindingReset()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Deleting(log: log))

    // When
    try await driver.tap("Both")
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(
      window.runtimeIssues == [
        "alert \"Careful\" in Deleting was asked for while the alert \"Delete Ana?\" is shown; "
          + "it is not shown and its binding is set back to false"
      ])
    #expect(window.presentedAlert == nil)
    #expect(log.events == ["cancelled"])
  }
}

@_spi(Hosting) import DeclarativeKit
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

@MainActor @Suite struct AlertPresentingTests {
  private struct Failure {
    let reason: String
  }

  private struct Saving: DeclarativeKit.View {
    let log: EventLog
    let failure: Failure?
    @State private var isFailing = false

    var body: some DeclarativeKit.View {
      Button("Save") { isFailing = true }
        .alert("Could not save", isPresented: $isFailing, presenting: failure) { failure in
          Button("Retry") { log.append("retry after \(failure.reason)") }
        } message: { failure in
          Text(failure.reason)
        }
    }
  }

  @Test func givenAnAlertPresentingData_whenAsked_thenItsButtonsAndMessageShowTheData()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Saving(log: log, failure: Failure(reason: "Offline")))

    // When
    try await driver.tap("Save")
    let shown = Renderer.render(window, width: 30)
    try await driver.tapAlertAction("Retry")

    // Then
    #expect(
      shown == """
        [Save]

        +----------------+
        | Could not save |
        | Offline        |
        | [Retry]        |
        +----------------+
        """)
    #expect(log.events == ["retry after Offline"])
    #expect(window.presentedAlert == nil)
  }

  @Test func givenAnAlertPresentingNil_whenAsked_thenNothingIsShown() async throws {
    // Given
    let (window, driver, _) = host(Saving(log: EventLog(), failure: nil))

    // When
    try await driver.tap("Save")

    // Then
    #expect(window.presentedAlert == nil)
    #expect(Renderer.render(window, width: 30) == "[Save]")
  }

  private struct Notice: DeclarativeKit.View {
    @State private var isShown = false

    var body: some DeclarativeKit.View {
      Text(isShown ? "shown" : "hidden").accessibilityIdentifier("state")
      Button("Show") { isShown = true }
        .alert("Saved", isPresented: $isShown) {}
    }
  }

  @Test func givenAnAlertWithoutButtons_whenShown_thenItsOKButtonDismissesIt() async throws {
    // Given
    let (window, driver, _) = host(Notice())
    try await driver.tap("Show")
    let actions = driver.alert?.actions

    // When
    try await driver.tapAlertAction("OK")

    // Then
    #expect(actions == ["OK"])
    #expect(window.presentedAlert == nil)
    #expect(try driver.text(of: "state") == "hidden")
  }

  private struct Removing: DeclarativeKit.View {
    let log: EventLog
    @State private var isAsking = false

    var body: some DeclarativeKit.View {
      Button("Remove") { isAsking = true }
        .confirmationDialog("Remove?", isPresented: $isAsking, presenting: "Ana") { name in
          Button("Remove \(name)") { log.append("removed \(name)") }
        } message: { name in
          Text("\(name) leaves the team.")
        }
    }
  }

  @Test func givenADialogPresentingData_whenConfirmed_thenItsActionGetsTheData() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Removing(log: log))
    try await driver.tap("Remove")
    let message = driver.alert?.message

    // When
    try await driver.tapAlertAction("Remove Ana")

    // Then
    #expect(message == "Ana leaves the team.")
    #expect(log.events == ["removed Ana"])
  }
}

import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ButtonTests {
  private struct Saver: DeclarativeKit.View {
    let log: EventLog
    @State private var status = "Idle"

    var body: some DeclarativeKit.View {
      Button("Save") {
        log.append("started")
        for _ in 0..<3 { await Task.yield() }
        status = "Saved"
        log.append("finished")
      }
      Text(status).accessibilityIdentifier("status")
    }
  }

  @Test func givenAnAsyncAction_whenTapped_thenTheDriverWaitsForItsEnd() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Saver(log: log))
    // When
    try await driver.tap("Save")
    // Then
    #expect(log.events == ["started", "finished"])
    #expect(try driver.text(of: "status") == "Saved")
  }

  @Test func givenAButtonInAWindow_whenItsWidgetsActionIsAwaited_thenItEndsWithTheWork()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Saver(log: log))
    let widget = try #require(
      driver.topViewController.view.allViews.compactMap { $0 as? ViewKit.Button }.first)
    // When
    await widget.action?()
    // Then: the work ran in the tap's task, not in one of its own left for the window
    #expect(log.events == ["started", "finished"])
    #expect(!window.workTracker.hasPendingWork)
  }

  @Test func givenAButtonWhoseTitleChanges_whenReEvaluated_thenTheSameWidgetHasTheNewTitle() throws
  {
    // Given
    let (_, driver, screen) = host(Button("Old") {}.accessibilityIdentifier("button"))
    let before = try #require(driver.element("button"))
    // When
    screen.rootView = Button("New") {}.accessibilityIdentifier("button")
    // Then
    #expect(try driver.text(of: "button") == "New")
    #expect(driver.element("button") === before)
  }

  @Test func givenAButtonOutsideAWindow_whenItsWidgetIsTapped_thenTheActionRuns() async throws {
    // Given
    let log = EventLog()
    let screen = HostingController(rootView: Button("Go") { log.append("go") })
    let widget = try #require(screen.view.allViews.compactMap { $0 as? ViewKit.Button }.first)
    // When
    await widget.action?()
    // Then
    #expect(log.events == ["go"])
  }
}

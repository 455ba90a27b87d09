@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ButtonTests {
  private struct Saver: DeclarativeKit.View {
    let log: EventLog
    @State private var status = "Idle"

    var body: some DeclarativeKit.View {
      Button("Save") {
        log.append("started")
        Task {
          for _ in 0..<3 { await Task.yield() }
          status = "Saved"
          // Work the task starts is the tap's too.
          Task {
            await Task.yield()
            log.append("finished")
          }
        }
      }
      Text(status).accessibilityIdentifier("status")
    }
  }

  @Test func givenASynchronousActionThatStartsATask_whenTapped_thenTheDriverWaitsForItsEnd()
    async throws
  {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Saver(log: log))
    // When
    try await driver.tap("Save")
    // Then
    #expect(log.events == ["started", "finished"])
    #expect(try driver.text(of: "status") == "Saved")
  }

  @Test func givenAButtonInAWindow_whenItsWidgetsActionRuns_thenTheWindowWaitsForItsTasks()
    async throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Saver(log: log))
    let widget = try #require(
      driver.topViewController.view.allViews.compactMap { $0 as? ViewKit.Button }.first)
    // When
    await widget.action?()
    // Then: the action returned at once, its task is the window's pending work
    #expect(log.events == ["started"])
    #expect(window.workTracker.hasPendingWork)
    await window.waitUntilIdle()
    #expect(log.events == ["started", "finished"])
  }

  @Test func givenACountdownStartedDetached_whenTapped_thenTheDriverDoesNotWaitForIt()
    async throws
  {
    // Given
    let log = EventLog()
    let countdown = Countdown()
    let (_, driver, _) = host(
      Button("Start") {
        // Never ends on its own: a countdown the driver must not wait for.
        countdown.task = Task.detached { try? await Task.sleep(for: .seconds(3600)) }
        log.append("started")
      })
    // When
    try await driver.tap("Start")
    // Then
    #expect(log.events == ["started"])
    #expect(countdown.task != nil)
    countdown.task?.cancel()
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

/// Holds a countdown's task so a test can stop it.
@MainActor
private final class Countdown {
  var task: Task<Void, Never>?
}

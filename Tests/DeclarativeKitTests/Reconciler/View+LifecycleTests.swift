@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ViewLifecycleTests {
  private struct Appearing: DeclarativeKit.View {
    let log: EventLog
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Text("\(count)")
        .onAppear { log.append("appear") }
        .onChange(of: count) { old, new in log.append("change \(old)->\(new)") }
        .onChange(of: count, initial: true) { log.append("any change") }
      Button("Add") { count += 1 }
    }
  }

  private struct Loading: DeclarativeKit.View {
    let log: EventLog
    @State private var status = "Loading"

    var body: some DeclarativeKit.View {
      Text(status).accessibilityIdentifier("status")
        .task {
          for _ in 0..<3 { await Task.yield() }
          status = "Loaded"
          log.append("loaded")
        }
    }
  }

  private struct Waiting: DeclarativeKit.View {
    let shows: Bool
    let log: EventLog
    let gate: Gate

    var body: some DeclarativeKit.View {
      if shows {
        Text("waiting")
          .task {
            await gate.wait()
            log.append(Task.isCancelled ? "cancelled" : "finished")
          }
      }
    }
  }

  private struct Searching: DeclarativeKit.View {
    let log: EventLog
    let gate: Gate
    @State private var isSearching = true

    var body: some DeclarativeKit.View {
      if isSearching {
        Text("searching")
          .task {
            await gate.wait()
            log.append(Task.isCancelled ? "cancelled" : "finished")
          }
      }
      Button("Cancel") { isSearching = false }
    }
  }

  private struct Query: DeclarativeKit.View {
    let log: EventLog
    let gate: Gate
    @State private var query = 0

    var body: some DeclarativeKit.View {
      Text("query \(query)")
        .task(id: query) {
          let current = query
          log.append("start \(current)")
          // The first query waits until cancelled; the next one ends at once.
          if current == 0 { await gate.wait() }
          log.append(Task.isCancelled ? "cancelled \(current)" : "finished \(current)")
        }
      Button("Next") { query += 1 }
    }
  }

  private struct Cycle: DeclarativeKit.View {
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Text("\(count)")
        .onAppear { count += 1 }
        .onChange(of: count) { _, new in count = new + 1 }
    }
  }

  @Test func givenOnAppear_whenTheBodyIsEvaluatedAgain_thenItRanOnce() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Appearing(log: log))
    // When
    try await driver.tap("Add")
    try await driver.tap("Add")
    // Then
    #expect(
      log.events == [
        "appear", "any change", "change 0->1", "any change", "change 1->2", "any change",
      ])
  }

  @Test func givenATask_whenTheScreenIsShown_thenTheDriverWaitsForIt() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Loading(log: log))
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(log.events == ["loaded"])
    #expect(try driver.text(of: "status") == "Loaded")
  }

  @Test func givenARunningTask_whenItsViewLeaves_thenTheTaskIsCancelled() async {
    // Given
    let log = EventLog()
    let gate = Gate()
    let (window, driver, screen) = host(Waiting(shows: true, log: log, gate: gate))
    await Task.yield()
    // When
    screen.rootView = Waiting(shows: false, log: log, gate: gate)
    window.layoutIfNeeded()
    gate.open()
    await driver.waitUntilIdle()
    // Then
    #expect(log.events == ["cancelled"])
  }

  @Test func givenAnOnChangeThatAlwaysChangesWhatItWatches_whenLaidOut_thenACycleIsReported() {
    // Given
    let (window, _, _) = host(Cycle())
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "\(Window.maximumUpdatePasses)")
    #expect(
      window.runtimeIssues == [
        "Update cycle: HostingController<Cycle> still changed what it shows after 100 layout "
          + "passes; its updates stopped"
      ])
  }

  @Test(.timeLimit(.minutes(1)))
  func givenAPendingTask_whenATapHidesItsView_thenTheTaskIsCancelledBeforeTheDriverWaits()
    async throws
  {
    // Given
    let log = EventLog()
    let gate = Gate()
    let (_, driver, _) = host(Searching(log: log, gate: gate))
    // When: the gate never opens, so only a cancellation ends the task
    try await driver.tap("Cancel")
    // Then
    #expect(log.events == ["cancelled"])
  }

  @Test(.timeLimit(.minutes(1)))
  func givenATaskWithAnID_whenATapChangesTheID_thenItIsCancelledAndRestarted() async throws {
    // Given
    let log = EventLog()
    let gate = Gate()
    let (_, driver, _) = host(Query(log: log, gate: gate))
    // When
    try await driver.tap("Next")
    // Then: the first task ended by its cancellation (the gate never opened), the second ran
    #expect(log.events.count == 4)
    #expect(Set(log.events) == ["start 0", "cancelled 0", "start 1", "finished 1"])
    #expect(log.events.first == "start 0")
  }
}

/// A door a task waits at until the test opens it, or until the task is cancelled (as a real
/// load stops when its task is).
@MainActor
final class Gate {
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextID = 0
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    let id = nextID
    nextID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiters[id] = $0 }
    } onCancel: {
      Task { @MainActor in self.release(id) }
    }
  }

  func open() {
    isOpen = true
    for id in waiters.keys.sorted() { release(id) }
  }

  private func release(_ id: Int) {
    waiters.removeValue(forKey: id)?.resume()
  }
}

@_spi(Hosting) import DeclarativeKit
import Foundation
import Observation
import Testing
import ViewKit

/// When views appear and disappear, and what `task` does meanwhile: on every appearance, as in
/// SwiftUI, not once per node.
@MainActor @Suite struct AppearanceTests {
  @MainActor
  @Observable
  final class Route {
    var path: [Int] = []
  }

  private struct Stack: DeclarativeKit.View {
    let log: EventLog
    let gate: Gate
    @Bindable var route: Route

    var body: some DeclarativeKit.View {
      NavigationStack(path: $route.path) {
        Text("root")
          .onAppear { log.append("root appears") }
          .onDisappear { log.append("root disappears") }
          .task {
            log.append("root task starts")
            await gate.wait()
            log.append(Task.isCancelled ? "root task cancelled" : "root task finished")
          }
          .navigationDestination(for: Int.self) { number in
            Text("pushed \(number)")
              .onAppear { log.append("pushed \(number) appears") }
              .onDisappear { log.append("pushed \(number) disappears") }
          }
      }
    }
  }

  private struct Restarting: DeclarativeKit.View {
    let log: EventLog
    @State private var id = 0

    var body: some DeclarativeKit.View {
      Button("Next id") { id += 1 }
        .task(id: id) { log.append("task for \(id)") }
    }
  }

  private struct Rows: DeclarativeKit.View {
    let count: Int
    let log: EventLog

    var body: some DeclarativeKit.View {
      List {
        ForEach(0..<count, id: \.self) { number in
          ListRow("row \(number)")
            .onAppear { log.append("appear \(number)") }
            .onDisappear { log.append("disappear \(number)") }
        }
      }
      .accessibilityIdentifier("rows")
    }
  }

  @Test func givenARootWithATask_whenAScreenIsPushedAndBackIsTapped_thenItDisappearsAndAppears()
    async throws
  {
    // Given: a root whose task waits (the driver would wait for it, so the push is made here)
    let log = EventLog()
    let gate = Gate()
    let route = Route()
    let (window, driver, _) = hostScene(Stack(log: log, gate: gate, route: route))
    await Task.yield()

    // When
    route.path.append(1)
    window.layoutIfNeeded()
    await driver.waitUntilIdle()
    let whilePushed = log.events
    gate.open()
    try await driver.goBack()

    // Then
    #expect(
      whilePushed == [
        "root appears", "root task starts", "root disappears", "pushed 1 appears",
        "root task cancelled",
      ])
    #expect(
      log.events == whilePushed + [
        "pushed 1 disappears", "root appears", "root task starts", "root task finished",
      ])
  }

  @Test func givenAPathOfTwoAtLaunch_whenBackIsTapped_thenOnlyTheUncoveredScreenAppears()
    async throws
  {
    // Given: a path given before the scene is shown, as a restored app's
    let log = EventLog()
    let gate = Gate()
    let route = Route()
    route.path = [1, 2]
    let (_, driver, _) = hostScene(Stack(log: log, gate: gate, route: route))
    await driver.waitUntilIdle()
    let atLaunch = log.events

    // When
    try await driver.goBack()

    // Then
    #expect(atLaunch == ["pushed 2 appears"])
    #expect(log.events == atLaunch + ["pushed 2 disappears", "pushed 1 appears"])
  }

  @Test func givenATaskWithAnID_whenTheIDChanges_thenTheTaskStartsAgain() async throws {
    // Given
    let log = EventLog()
    let (_, driver, _) = host(Restarting(log: log))
    await driver.waitUntilIdle()

    // When
    try await driver.tap("Next id")

    // Then
    #expect(log.events == ["task for 0", "task for 1"])
  }

  @Test func givenListRowsWithOnAppear_whenDrawnAndScrolled_thenTheyAppearAndDisappearAtOnce()
    throws
  {
    // Given
    let log = EventLog()
    let (window, driver, _) = host(Rows(count: 20, log: log))
    window.height = 6

    // When
    _ = Renderer.render(window)
    let drawn = log.events
    try driver.scroll("rows", byRows: 10)

    // Then
    #expect(drawn == (0..<5).map { "appear \($0)" })
    #expect(
      log.events == drawn + (10..<15).map { "appear \($0)" } + (0..<5).map { "disappear \($0)" })
  }
}

@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct StateTests {
  private struct Counter: DeclarativeKit.View {
    let counter: EvaluationCounter
    @State private var count = 0
    @State private var unread = 0

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("\(count)").accessibilityIdentifier("count")
      Button("Add") { count += 1 }
      Button("Touch unread") { unread += 1 }
    }
  }

  private struct Branches: DeclarativeKit.View {
    let showsEditor: Bool

    var body: some DeclarativeKit.View {
      if showsEditor {
        Editor(name: "if")
      } else {
        Editor(name: "else")
      }
    }
  }

  private struct Editor: DeclarativeKit.View {
    let name: String
    @State private var text = ""

    var body: some DeclarativeKit.View {
      TextField(name, text: $text).accessibilityIdentifier("field")
    }
  }

  @Test func givenState_whenTheBodyIsEvaluatedAgain_thenTheValueSurvives() async throws {
    // Given
    let counter = EvaluationCounter()
    let (_, driver, _) = host(Counter(counter: counter))
    // When
    try await driver.tap("Add")
    try await driver.tap("Add")
    // Then
    #expect(try driver.text(of: "count") == "2")
    #expect(counter.count == 3)
  }

  @Test func givenStateTheBodyDoesNotRead_whenItChanges_thenTheBodyIsNotEvaluated() async throws {
    // Given
    let counter = EvaluationCounter()
    let (_, driver, _) = host(Counter(counter: counter))
    // When
    try await driver.tap("Touch unread")
    // Then
    #expect(counter.count == 1)
  }

  @Test func givenStateInTheElseBranch_whenTheIfBranchReplacesIt_thenItsStateIsDropped()
    async throws
  {
    // Given
    let (_, driver, screen) = host(Branches(showsEditor: false))
    try await driver.type("typed", into: "field")
    // When
    screen.rootView = Branches(showsEditor: true)
    #expect(try driver.text(of: "field").isEmpty)
    screen.rootView = Branches(showsEditor: false)
    // Then
    #expect(try driver.text(of: "field").isEmpty)
  }

  @Test func givenNoHandler_whenStateOutsideAnyHostIsSet_thenTheValueIsStillSet() {
    // Given
    let state = State(wrappedValue: "a")
    // When
    state.wrappedValue = "b"
    // Then
    #expect(state.wrappedValue == "b")
    #expect(state.projectedValue.wrappedValue == "b")
  }

  @Test func givenStateOutsideAnyHost_whenSet_thenTheTaskLocalHandlerHearsIt() {
    // Given
    let heard = IssueRecorder()
    let state = State(initialValue: 1)
    // When
    let handler: @Sendable (String) -> Void = { heard.record($0) }
    RuntimeIssues.$handler.withValue(handler) {
      state.wrappedValue = 2
    }
    // Then
    #expect(state.wrappedValue == 2)
    #expect(
      heard.issues == [
        "A @State of type Int was set while its view is in no host; the value is not kept"
      ])
  }
}

/// Collects the issues a task-local handler hears; the handler is `@Sendable`.
final class IssueRecorder: Sendable {
  private let storage = IssueStorage()

  var issues: [String] { storage.read() }

  func record(_ issue: String) {
    storage.append(issue)
  }
}

private final class IssueStorage: @unchecked Sendable {
  private var issues: [String] = []
  private let lock = NSLock()

  func append(_ issue: String) {
    lock.lock()
    issues.append(issue)
    lock.unlock()
  }

  func read() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return issues
  }
}

@MainActor @Suite struct DynamicPropertyTests {
  /// A wrapper of a learner's own, holding a `@State` and an `@Environment`, as SwiftUI allows
  /// (main-actor isolated here, as the kit's `State` is).
  @MainActor @propertyWrapper
  private struct Tally: DynamicProperty {
    @State private var count = 0
    @Environment(\.isEnabled) private var isEnabled
    private let updates: EventLog

    init(updates: EventLog) {
      self.updates = updates
    }

    var wrappedValue: Int {
      get { count }
      nonmutating set { count = newValue }
    }

    mutating func update() {
      updates.append("update, enabled: \(isEnabled)")
    }
  }

  private struct Counter: DeclarativeKit.View {
    let label: String
    @Tally var taps: Int

    init(label: String, updates: EventLog) {
      self.label = label
      _taps = Tally(updates: updates)
    }

    var body: some DeclarativeKit.View {
      Text("\(label): \(taps)").accessibilityIdentifier("taps")
      Button("Tap") { taps += 1 }
    }
  }

  private struct Parent: DeclarativeKit.View {
    let updates: EventLog
    @State private var generation = 0

    var body: some DeclarativeKit.View {
      VStack {
        Counter(label: "round \(generation)", updates: updates)
        Button("Next round") { generation += 1 }
      }
    }
  }

  @Test func givenACustomWrapperHoldingState_whenWrittenAndTheParentRebuildsTheView_thenItKeeps()
    async throws
  {
    // Given
    let updates = EventLog()
    let (_, driver, _) = host(Parent(updates: updates))
    try await driver.tap("Tap")
    try await driver.tap("Tap")
    // When
    try await driver.tap("Next round")
    // Then
    #expect(try driver.text(of: "taps") == "round 1: 2")
    #expect(updates.events.first == "update, enabled: true")
    #expect(updates.events.count >= 3)
  }
}

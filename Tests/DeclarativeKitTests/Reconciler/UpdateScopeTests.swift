@_spi(Hosting) import DeclarativeKit
import Observation
import Testing
import ViewKit

/// What a change evaluates again: only the bodies that read it, and a child only when its
/// inputs changed (SwiftUI's rule).
@MainActor @Suite struct UpdateScopeTests {
  private struct Parent: DeclarativeKit.View {
    let parentCounter: EvaluationCounter
    let childCounter: EvaluationCounter
    @State private var count = 0

    var body: some DeclarativeKit.View {
      let _ = parentCounter.tick()
      Text("\(count)").accessibilityIdentifier("count")
      Button("Add") { count += 1 }
      Button("Same") { count = count }
      Child(name: "fixed", counter: childCounter)
      Child(name: "count \(count)", counter: EvaluationCounter())
    }
  }

  private struct Child: DeclarativeKit.View {
    let name: String
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text(name)
    }
  }

  private struct Profile: DeclarativeKit.View {
    let model: ProfileModel
    let counters: [String: EvaluationCounter]

    var body: some DeclarativeKit.View {
      let _ = counters["root"]?.tick()
      NameLine(model: model, counter: counters["name"] ?? EvaluationCounter())
      AgeLine(model: model, counter: counters["age"] ?? EvaluationCounter())
    }
  }

  private struct NameLine: DeclarativeKit.View {
    let model: ProfileModel
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text(model.name).accessibilityIdentifier("name")
    }
  }

  private struct AgeLine: DeclarativeKit.View {
    let model: ProfileModel
    let counter: EvaluationCounter

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("\(model.age)")
    }
  }

  /// What a child is given beside its counter: a closure, a nil optional closure, or a struct
  /// holding a closure.
  enum ChildInput: Sendable {
    case closure, nilClosure, nestedClosure
  }

  private struct Holder: DeclarativeKit.View {
    let input: ChildInput
    let counter: EvaluationCounter
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Button("Add \(count)") { count += 1 }
      switch input {
      case .closure: WithClosure(counter: counter) {}
      case .nilClosure: WithOptionalClosure(counter: counter, onTap: nil)
      case .nestedClosure: WithActions(counter: counter, actions: Actions(onTap: {}))
      }
    }
  }

  private struct WithClosure: DeclarativeKit.View {
    let counter: EvaluationCounter
    let onTap: () -> Void

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("closure")
    }
  }

  private struct WithOptionalClosure: DeclarativeKit.View {
    let counter: EvaluationCounter
    let onTap: (() -> Void)?

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("optional")
    }
  }

  private struct Actions {
    var onTap: () -> Void
  }

  private struct WithActions: DeclarativeKit.View {
    let counter: EvaluationCounter
    let actions: Actions

    var body: some DeclarativeKit.View {
      let _ = counter.tick()
      Text("actions")
    }
  }

  private struct Counted: DeclarativeKit.View {
    @State private var count = 0

    var body: some DeclarativeKit.View {
      Button("Counted \(count)") { count += 1 }
    }
  }

  @Test func givenAChildWithEqualInputs_whenItsParentIsEvaluatedAgain_thenTheChildIsNot()
    async throws
  {
    // Given
    let parent = EvaluationCounter()
    let child = EvaluationCounter()
    let (_, driver, _) = host(Parent(parentCounter: parent, childCounter: child))

    // When
    try await driver.tap("Add")

    // Then
    #expect(try driver.text(of: "count") == "1")
    #expect(parent.count == 2)
    #expect(child.count == 1)
    #expect(driver.render().contains("count 1"))
  }

  @Test(arguments: [(ChildInput.closure, 3), (.nestedClosure, 3), (.nilClosure, 1)])
  func givenAChildsClosureInput_whenItsParentIsEvaluatedAgain_thenTheChildIsToo(
    input: ChildInput, evaluations: Int
  ) async throws {
    // Given: a closure, even in a struct, is a new input each time; two nil optionals are equal
    let child = EvaluationCounter()
    let (_, driver, _) = host(Holder(input: input, counter: child))

    // When
    try await driver.tap("Add 0")
    try await driver.tap("Add 1")

    // Then
    #expect(driver.render().contains("Add 2"))
    #expect(child.count == evaluations)
  }

  @Test func givenState_whenItIsSetItsCurrentValue_thenNothingIsEvaluated() async throws {
    // Given
    let parent = EvaluationCounter()
    let (_, driver, _) = host(Parent(parentCounter: parent, childCounter: EvaluationCounter()))

    // When
    try await driver.tap("Same")

    // Then
    #expect(parent.count == 1)
  }

  @Test func givenAModelPropertyReadByOneChild_whenItChanges_thenOnlyThatChildIsEvaluated() throws {
    // Given
    let model = ProfileModel()
    let counters = ["root": EvaluationCounter(), "name": EvaluationCounter(), "age": .init()]
    let (window, driver, _) = host(Profile(model: model, counters: counters))

    // When
    model.name = "Ana"
    window.layoutIfNeeded()

    // Then
    #expect(try driver.text(of: "name") == "Ana")
    #expect(counters["root"]?.count == 1)
    #expect(counters["name"]?.count == 2)
    #expect(counters["age"]?.count == 1)
  }

  @Test func givenAView_whenItsStateChanges_thenTheKitCountsItsBodyOnce() async throws {
    // Given
    let (_, driver, _) = host(Counted())
    let before = BodyEvaluations.count(of: Counted.self)

    // When
    try await driver.tap("Counted 0")

    // Then
    #expect(BodyEvaluations.count(of: Counted.self) == before + 1)
    #expect(driver.render().contains("Counted 1"))
  }
}

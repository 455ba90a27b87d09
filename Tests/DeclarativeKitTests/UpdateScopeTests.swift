import DeclarativeKit
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

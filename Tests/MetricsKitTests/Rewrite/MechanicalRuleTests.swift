import Testing

@testable import MetricsKit

/// The stated rule telling a port's mechanical hunks from its changes of behaviour.
@Suite struct MechanicalRuleTests {
  @Test func givenABoxedOutputBecomingAnObservedProperty_whenJudged_thenTheHunkIsMechanical() {
    // Given
    let removed = [
      "let username = Observable(\"\")", "let alert = Observable<AlertMessage?>(nil)",
      "let title: Observable<String>",
    ]
    let added = [
      "private(set) var username = \"\"", "private(set) var alert: AlertMessage?",
      "private(set) var title: String",
    ]

    // When
    let mechanical = MechanicalRule.isMechanical(removed: removed, added: added)

    // Then
    #expect(mechanical)
  }

  @Test func givenAnAssignmentThroughTheBoxRenamed_whenJudged_thenTheHunkIsMechanical() {
    // When: `.value` goes and `text` is renamed `name`, consistently
    let mechanical = MechanicalRule.isMechanical(
      removed: ["username.value = text", "print(text)"], added: ["username = name", "print(name)"])

    // Then
    #expect(mechanical)
  }

  @Test func givenARenameThatIsNotOneToOne_whenJudged_thenTheHunkChangesBehaviour() {
    // When: `a` becomes `b` in one line and `c` in the next
    let mechanical = MechanicalRule.isMechanical(
      removed: ["f(a)", "g(a)"], added: ["f(b)", "g(c)"])

    // Then
    #expect(!mechanical)
  }

  @Test func givenALiteralChanged_whenJudged_thenTheHunkChangesBehaviour() {
    // When
    let mechanical = MechanicalRule.isMechanical(
      removed: ["isLoading.value = true"], added: ["isLoading = false"])

    // Then
    #expect(!mechanical)
  }

  @Test func givenAHunkThatOnlyAddsCode_whenJudged_thenItChangesBehaviour() {
    // When
    let mechanical = MechanicalRule.isMechanical(
      removed: [], added: ["func alertDismissed() {", "alert = nil", "}"])

    // Then
    #expect(!mechanical)
  }

  @Test func givenAHunkThatOnlyAddsTheObservationMarks_whenJudged_thenItIsMechanical() {
    // When
    let mechanical = MechanicalRule.isMechanical(
      removed: [], added: ["import Observation", "@Observable"])

    // Then
    #expect(mechanical)
  }

  @Test func givenAFileChange_whenItsHunksAreCounted_thenOnlyTheMechanicalHunksLinesCount() {
    // Given: one hunk drops the box, another adds a function
    let base = "final class A {\n  let x = Observable(1)\n  func f() {}\n}\n"
    let head =
      "final class A {\n  private(set) var x = 1\n  func f() {}\n  func g() {\n    x = 2\n  }\n}\n"

    // When
    let hunks = CodeChange.hunks(base: base, head: head)
    let counts = CodeChange.mechanicalCounts(base: base, head: head)

    // Then
    #expect(hunks.count == 2)
    #expect(counts.removed == 1)
    #expect(counts.added == 1)
  }

  @Test func givenPortTexts_whenTheirChangesAreStored_thenEachFileKeepsItsMechanicalLines() {
    // Given
    let base = "let x = Observable(1)\nf()\n"
    let head = "private(set) var x = 1\nf()\ng()\n"

    // When
    let files = UIRewriteMeasurer.fileChanges([("Sources/MVVM/A.swift", base, head)])

    // Then
    #expect(files.first?.added == 2)
    #expect(files.first?.mechanicalAdded == 1)
    #expect(files.first?.mechanicalRemoved == 1)
  }
}

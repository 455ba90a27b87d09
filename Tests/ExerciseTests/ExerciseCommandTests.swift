import Foundation
import Testing

/// `scripts/exercise` on a fixture repository, as a student uses it.
///
/// Start, check, answer, stop, and every wrong input. Serialized: the checks build the fixture,
/// and builds share two cores.
@Suite(.serialized) struct ExerciseCommandTests {
  @Test
  func givenACleanRepository_whenAnExerciseStarts_thenItsWorktreeHoldsTheSharedPartAndTheScenario()
    throws
  {
    // Given
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    // When
    let started = try ExerciseCommand.exercise(
      "start", "farewell", "--pattern", "MVC", in: fixture.root)
    // Then: the worktree is named, holds the shared text and the scenario, and nothing is pending
    #expect(started.status == 0, "\(started.output)")
    #expect(started.output.contains("worktree: \(fixture.worktree.path)\n"))
    #expect(started.output.contains("The request: A **\"Goodbye\"** button on Home"))
    #expect(started.output.contains("Sources/MVC/Home/HomeViewController.swift"))
    #expect(started.output.contains("Tests/MVCTests/HomeViewControllerTests.swift"))
    let texts = fixture.text(at: "Sources/Domain/HomeTexts.swift", in: fixture.worktree)
    #expect(texts?.contains("farewell = \"Goodbye\"") == true)
    let scenario = fixture.text(
      at: "Tests/AcceptanceTests/Changes/ChangeScenario.swift", in: fixture.worktree)
    #expect(scenario?.contains("enum ChangeUnderTest") == true)
    let screen = fixture.text(at: "Sources/MVC/Home/HomeViewController.swift", in: fixture.worktree)
    #expect(screen?.contains("HomeTexts.farewell") == false)
    let pending = try ExerciseCommand.run(
      "/usr/bin/env", ["git", "status", "--porcelain"], in: fixture.worktree)
    #expect(pending.output.isEmpty)
  }

  @Test func givenAStartedExercise_whenCheckedBeforeAndAfterTheAnswer_thenItFailsThenPasses() throws
  {
    // Given
    let tool = try #require(ExerciseCommand.metricsTool, "no metrics tool beside the test build")
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    _ = try ExerciseCommand.exercise("start", "farewell", "--pattern", "MVC", in: fixture.root)
    // When: the student's code does not compile
    let screenPath = "Sources/MVC/Home/HomeViewController.swift"
    let original = try #require(fixture.text(at: screenPath, in: fixture.worktree))
    try original.replacingOccurrences(of: "String) {}", with: "String) { label = 42 }")
      .write(
        to: fixture.worktree.appendingPathComponent(screenPath), atomically: true, encoding: .utf8)
    let broken = try ExerciseCommand.exercise("check", in: fixture.worktree)
    // Then: the error is shown as file:line: message
    #expect(broken.status == 1)
    #expect(broken.output.contains("It does not build:"), "\(broken.output)")
    #expect(broken.output.contains("\(screenPath):12: cannot assign value of type 'Int'"))

    // When: the code compiles but the change is not made
    try original.write(
      to: fixture.worktree.appendingPathComponent(screenPath), atomically: true, encoding: .utf8)
    let before = try ExerciseCommand.exercise("check", in: fixture.worktree)
    // Then: the failing step of the scenario is named
    #expect(before.status == 1)
    #expect(before.output.contains("It builds."), "\(before.output)")
    #expect(
      before.output.contains(
        "MVC: steps 1–1 of 2 show the expected screens; step 2 (tap home.farewellButton) differs"))
    #expect(before.output.contains("MVC's own tests: 1 test, passed"))
    #expect(before.output.contains("Not done yet."))

    // When: the reference is applied
    let answer = try ExerciseCommand.exercise("answer", "--apply", in: fixture.worktree)
    let after = try ExerciseCommand.exercise("check", in: fixture.worktree)
    // Then: the scenario and the suite pass, and the diff is the reference's size
    #expect(answer.status == 0, "\(answer.output)")
    #expect(after.status == 0, "\(after.output) (metrics tool: \(tool.path))")
    #expect(after.output.contains("MVC: all 2 steps show the expected screens"))
    #expect(after.output.contains("MVC's own tests: 2 tests, passed"))
    #expect(after.output.contains("Done: the scenario and the suite pass."))
    let total = try #require(
      after.output.split(separator: "\n").first { $0.contains("logic and this UI") })
    let figures = total.split(separator: " ").compactMap { Int($0) }
    #expect(figures.count == 2 && figures[0] == figures[1] && figures[0] > 0, "\(total)")
  }

  @Test(arguments: [
    (
      ["start", "nope", "--pattern", "MVC"], "unknown exercise 'nope'; the exercises are: farewell"
    ),
    (
      ["start", "farewell", "--pattern", "MVX"],
      "unknown pattern 'MVX'; the patterns are: MVC, MVVM"
    ),
    (
      ["start", "farewell", "--pattern", "MVC", "--ui", "declarative"],
      "MVC has no declarative UI; its UIs: uikit"
    ),
    (
      ["start", "farewell", "--pattern", "MVC", "--ui", "web"],
      "unknown UI 'web'; the UIs are: uikit, declarative"
    ),
    (["start", "farewell", "--pattern", "MVVM"], "pattern 'MVVM' has no sources at"),
    (["start", "farewell", "--pattern", "MVC", "--fast"], "unknown option '--fast' for start"),
    (["start", "farewell"], "start needs an exercise and --pattern"),
    (["check"], "not in an exercise worktree ("),
    (["answer"], "not in an exercise worktree ("),
    (["grade"], "unknown command 'grade'; the commands are: list, start, check, answer, stop"),
  ])
  func givenAWrongInput_whenRun_thenItSaysWhatWasWrongAndChangesNothing(
    arguments: [String], message: String
  ) throws {
    // Given
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    // When
    let result = try ExerciseCommand.run(
      ExerciseCommand.repository.appendingPathComponent("scripts/exercise").path, arguments,
      in: fixture.root)
    // Then
    #expect(result.status != 0)
    #expect(result.output.contains("scripts/exercise: error: \(message)"), "\(result.output)")
    try expectUnchanged(fixture)
  }

  @Test func givenUncommittedEdits_whenAnExerciseStarts_thenItRefusesAndKeepsThem() throws {
    // Given
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("// mine\n", to: "Sources/MVC/Notes.swift")
    // When
    let result = try ExerciseCommand.exercise(
      "start", "farewell", "--pattern", "MVC", in: fixture.root)
    // Then
    #expect(result.status == 1)
    #expect(result.output.contains("the tree at \(fixture.root.path) has uncommitted changes"))
    #expect(fixture.text(at: "Sources/MVC/Notes.swift") == "// mine\n")
    #expect(!FileManager.default.fileExists(atPath: fixture.worktree.path))
  }

  @Test func givenEditsInTheExercise_whenTheAnswerIsApplied_thenItRefusesUnlessTheyAreKeptAside()
    throws
  {
    // Given
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    _ = try ExerciseCommand.exercise("start", "farewell", "--pattern", "MVC", in: fixture.root)
    let path = "Sources/MVC/Home/HomeViewController.swift"
    let attempt = "// my attempt\n"
    try attempt.write(
      to: fixture.worktree.appendingPathComponent(path), atomically: true, encoding: .utf8)
    // When
    let refused = try ExerciseCommand.exercise("answer", "--apply", in: fixture.worktree)
    // Then: the attempt is untouched
    #expect(refused.status == 1)
    #expect(refused.output.contains("keep them aside with --keep commit or --keep stash"))
    #expect(fixture.text(at: path, in: fixture.worktree) == attempt)

    // When
    let kept = try ExerciseCommand.exercise(
      "answer", "--apply", "--keep", "stash", in: fixture.worktree)
    // Then: the attempt is in the stash and the reference in the tree
    #expect(kept.status == 0, "\(kept.output)")
    #expect(kept.output.contains("Your edits are kept in the stash"))
    let stash = try ExerciseCommand.run(
      "/usr/bin/env", ["git", "stash", "show", "-p"], in: fixture.worktree)
    #expect(stash.output.contains("+// my attempt"))
    #expect(fixture.text(at: path, in: fixture.worktree)?.contains("HomeTexts.farewell") == true)
  }

  @Test func givenAnExercise_whenStopped_thenItSaysWhatIsLostAndRemovesOnlyWhenConfirmed() throws {
    // Given
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    _ = try ExerciseCommand.exercise("start", "farewell", "--pattern", "MVC", in: fixture.root)
    try "// unsaved\n".write(
      to: fixture.worktree.appendingPathComponent("Sources/MVC/Notes.swift"), atomically: true,
      encoding: .utf8)
    // When
    let asked = try ExerciseCommand.exercise("stop", in: fixture.worktree)
    // Then
    #expect(asked.status == 1)
    #expect(
      asked.output.contains(
        "Stopping removes \(fixture.worktree.path): 1 uncommitted file(s) are lost"))
    #expect(asked.output.contains("nothing removed; run `scripts/exercise stop --yes`"))
    #expect(FileManager.default.fileExists(atPath: fixture.worktree.path))

    // When
    let stopped = try ExerciseCommand.exercise("stop", "--yes", in: fixture.worktree)
    // Then: the worktree and its empty branch are gone; the repository is as before
    #expect(stopped.status == 0, "\(stopped.output)")
    #expect(!FileManager.default.fileExists(atPath: fixture.worktree.path))
    try expectUnchanged(fixture)
  }

  /// One worktree, one branch, nothing pending: the repository as the fixture made it.
  private func expectUnchanged(_ fixture: ExerciseFixture) throws {
    #expect(try fixture.git("status", "--porcelain").isEmpty)
    #expect(try fixture.git("worktree", "list").split(separator: "\n").count == 1)
    #expect(try fixture.git("branch", "--list").split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: fixture.worktree.path))
  }
}

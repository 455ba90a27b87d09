import Foundation
import Testing

/// Every exercise of `Changes/`, played through on a clone of this repository.
///
/// One (pattern, UI) pair each: start, check (fails), answer --apply, check (passes), stop. Each
/// check builds the whole package, so these run only with `FG_EXERCISE_E2E=1` (or
/// `=nickname,shuffle` for some); `scripts/metrics --changes` plays every reference on every pair.
@Suite(.serialized, .enabled(if: chosenExercises != nil))
struct ExerciseEndToEndTests {
  /// Each exercise with its pair: the patterns in turn, the declarative UI every other time.
  static let cases: [Case] = {
    let folder = ExerciseCommand.repository.appendingPathComponent("Changes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let exercises = names.filter {
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\($0)/Scenario.swift").path)
    }.sorted().filter { chosenExercises == ["1"] || chosenExercises?.contains($0) == true }
    let pairs = [
      ("MVVM", "uikit"), ("VIP", "declarative"), ("MVC", "uikit"), ("MVP-C", "declarative"),
      ("UDF", "uikit"), ("MV", "declarative"), ("VIPER", "declarative"), ("MVP", "uikit"),
    ]
    return exercises.enumerated().map { index, name in
      let pair = pairs[index % pairs.count]
      return Case(exercise: name, pattern: pair.0, ui: pair.1)
    }
  }()

  /// One exercise on one pair.
  struct Case: CustomTestStringConvertible, Sendable {
    let exercise: String
    let pattern: String
    let ui: String
    var testDescription: String { "\(exercise) in \(pattern), \(ui)" }
  }

  /// A clone of the repository's last commit, shared by every case so that one build folder
  /// serves them all.
  static let clone: Result<URL, ExerciseCommand.Failed> = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("exercise-e2e-\(UUID().uuidString)")
    let target = folder.appendingPathComponent("repo")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let cloned = try ExerciseCommand.run(
        "/usr/bin/env", ["git", "clone", "--quiet", ExerciseCommand.repository.path, target.path],
        in: folder)
      guard cloned.status == 0 else {
        return .failure(ExerciseCommand.Failed(output: cloned.output))
      }
      return .success(target)
    } catch {
      return .failure(ExerciseCommand.Failed(output: "\(error)"))
    }
  }()

  @Test(arguments: cases)
  func givenAnExercise_whenStartedCheckedAnsweredAndCheckedAgain_thenItFailsThenPasses(
    _ exercise: Case
  ) throws {
    // Given
    let root = try Self.clone.get()
    let worktree = root.deletingLastPathComponent().appendingPathComponent("repo-exercise")
    let started = try ExerciseCommand.exercise(
      "start", exercise.exercise, "--pattern", exercise.pattern, "--ui", exercise.ui, in: root)
    try #require(started.status == 0, "\(started.output)")
    defer { _ = try? ExerciseCommand.exercise("stop", "--yes", in: worktree) }
    // When
    let before = try ExerciseCommand.exercise("check", in: worktree)
    let answer = try ExerciseCommand.exercise("answer", "--apply", in: worktree)
    let after = try ExerciseCommand.exercise("check", in: worktree)
    // Then
    #expect(before.status == 1, "\(before.output)")
    #expect(before.output.contains("It builds."))
    #expect(before.output.contains("Not done yet."))
    #expect(answer.status == 0, "\(answer.output)")
    #expect(after.status == 0, "\(after.output)")
    #expect(after.output.contains("Done: the scenario and the suite pass."))
  }
}

/// `FG_EXERCISE_E2E`: `1` for every exercise, or the names of some (`nickname,shuffle`).
private let chosenExercises: Set<String>? = ProcessInfo.processInfo.environment["FG_EXERCISE_E2E"]
  .map { Set($0.split(separator: ",").map(String.init)) }

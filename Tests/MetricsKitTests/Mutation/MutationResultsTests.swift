import Foundation
import Testing

@testable import MetricsKit

@Suite struct MutationResultsTests {
  @Test func givenOutcomes_whenCounted_thenTimeOutsCountAsKilledAndNonViableAreLeftOut() {
    // Given
    var counts = MutationCounts()

    // When
    for outcome in [MutantOutcome.killed, .killed, .timedOut, .survived, .notViable] {
      counts.add(outcome)
    }

    // Then: (2 killed + 1 timed out) of 4 viable
    #expect(counts.mutants == 5)
    #expect(counts.score == 75)
  }

  @Test func givenNoViableMutant_whenScored_thenThereIsNoScore() {
    // Given
    var counts = MutationCounts()

    // When
    counts.add(.notViable)

    // Then
    #expect(counts.score == nil)
  }

  @Test func givenStoredResults_whenTheSourcesChange_thenThePatternIsStale() throws {
    // Given: a pattern measured on its current files
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Sources/MVP/Login/LoginPresenter.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: file)
    let config = MetricsConfig(
      patterns: [.init(name: "MVP", sources: "Sources/MVP", tests: "Tests/MVPTests")],
      layers: [], otherLayer: "other", logicForbiddenImports: [], screens: ["Login"],
      rootScreen: "(root)")
    let fingerprint = Fingerprint.of(
      files: Fingerprint.swiftFiles(in: "Sources/MVP", root: root), root: root)
    var counts = MutationCounts()
    counts.add(.killed)
    let results = MutationResults(patterns: [
      "MVP": PatternMutation(
        fingerprint: fingerprint, seconds: 1, totals: counts, screens: [:], layers: [:],
        survivors: [])
    ])
    let fresh = MutationStatus(results: results, config: config, root: root)

    // When
    try Data("let a = 2\n".utf8).write(to: file)
    let changed = MutationStatus(results: results, config: config, root: root)

    // Then
    #expect(fresh.scoreText(of: "MVP") == "100.0 %")
    #expect(changed.scoreText(of: "MVP") == "100.0 % (stale)")
  }

  @Test func givenSurvivors_whenListed_thenTheyAreGroupedByPatternAndScreen() {
    // Given
    var counts = MutationCounts()
    counts.add(.survived)
    let results = MutationResults(patterns: [
      "MVPC": PatternMutation(
        fingerprint: "0", seconds: 3, totals: counts, screens: ["Login": counts],
        layers: ["presenter": counts],
        survivors: [
          Survivor(
            file: "Sources/MVPC/Login/LoginPresenter.swift", line: 12,
            operator: "negated condition", before: "if isValid", after: "if !(isValid)")
        ])
    ])
    let status = MutationStatus(
      results: results, patterns: [(name: "MVP-C", module: "MVPC")], stale: [])

    // When
    let document = MutationRenderer(status: status).survivorsDocument()

    // Then
    #expect(document.contains("## MVP-C\n\n### Login\n\n"))
    #expect(
      document.contains(
        "- `Sources/MVPC/Login/LoginPresenter.swift:12` negated condition: "
          + "`if isValid` → `if !(isValid)`"))
  }

  @Test func givenPatternsMeasuredInSeparateRuns_whenTheSectionIsRendered_thenTheirTimesAreAdded() {
    // Given: the whole-run time is that of the last run, which measured MVP alone
    var counts = MutationCounts()
    counts.add(.killed)
    let results = MutationResults(patterns: [
      "MVC": PatternMutation(
        fingerprint: "0", seconds: 100, totals: counts, screens: [:], layers: [:], survivors: []),
      "MVP": PatternMutation(
        fingerprint: "0", seconds: 40, totals: counts, screens: [:], layers: [:], survivors: []),
    ])
    let status = MutationStatus(
      results: results, patterns: [(name: "MVC", module: "MVC"), (name: "MVP", module: "MVP")],
      stale: [])

    // When
    let text = MutationRenderer(status: status).section()

    // Then
    #expect(text.contains("runs took 140 s in all"))
  }

  @Test func givenTimedOutMutants_whenListed_thenTheyFollowTheSurvivorsUnderTheirOwnHeading() {
    // Given
    var counts = MutationCounts()
    counts.add(.timedOut)
    let timeout = Survivor(
      file: "Sources/MVC/Gather/GatherViewController+Timer.swift", line: 9,
      operator: "removed statement", before: "timer.toggle()", after: "")
    let results = MutationResults(patterns: [
      "MVC": PatternMutation(
        fingerprint: "0", seconds: 1, totals: counts, screens: [:], layers: [:], survivors: [],
        timeouts: [timeout], limitSeconds: 12)
    ])
    let status = MutationStatus(
      results: results, patterns: [(name: "MVC", module: "MVC")], stale: [])

    // When
    let document = MutationRenderer(status: status).survivorsDocument()

    // Then: the time-out is listed apart from the survivors, and the time limit is stated
    #expect(
      document.contains(
        "## MVC\n\nNone.\n\n### Timed out\n\n"
          + "- `Sources/MVC/Gather/GatherViewController+Timer.swift:9` removed statement: "
          + "`timer.toggle()` → ``\n"))
    #expect(
      document.contains(
        "a mutant's test run is stopped at ten times the unmutated run's time, at least 5 s (here 12–12 s)."
      ))
  }
}

import Foundation
import Testing

@testable import MetricsKit

/// The Timings section lists every pattern of the tree, marking those never timed and those
/// timed on other sources, the way the Test strength section marks stale mutation scores.
@Suite struct TimingStatusTests {
  private static let machine = TimingRun.Machine(cores: 2, os: "Linux", toolchain: "Swift 6")

  private static func timing(_ pattern: String, fingerprint: String) -> Timing {
    Timing(
      pattern: pattern, runs: 3, cleanBuildSeconds: 1, incrementalBuildSeconds: 0.5,
      touchedFile: "Sources/\(pattern)/A.swift", testSeconds: 0.25, fingerprint: fingerprint)
  }

  /// The table's rows, without the paragraph above it.
  private static func rows(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| ---")
    }
  }

  @Test func givenTimingsOfSomePatterns_whenRendered_thenEveryPatternOfTheTreeHasARow() {
    // Given: MVC timed on its current sources, MVP on older ones, VIP never
    let run = TimingRun(
      date: "2026-01-02T03:04:05Z", machine: Self.machine,
      timings: [Self.timing("MVC", fingerprint: "a"), Self.timing("MVP", fingerprint: "old")])
    let status = TimingStatus(
      run: run, patterns: ["MVC", "MVP", "VIP"],
      fingerprints: ["MVC": "a", "MVP": "b", "VIP": "c"])

    // When
    let text = ComparisonRenderer.timings(status)

    // Then
    #expect(
      Self.rows(text) == [
        "| Pattern | Clean build of the target (s) | Incremental build (s) | Touched file | "
          + "Test run (s) | Status |",
        "| MVC | 1.00 | 0.50 | `Sources/MVC/A.swift` | 0.25 | measured |",
        "| MVP | 1.00 | 0.50 | `Sources/MVP/A.swift` | 0.25 | *stale*: rerun "
          + "`scripts/metrics --timings` |",
        "| VIP | – | – | – | – | *not measured*: run `scripts/metrics --timings` |",
      ])
    #expect(text.contains("A pattern marked *stale* has sources or tests other than those timed"))
  }

  @Test func givenNoTimingsAtAll_whenRendered_thenEachPatternIsNotMeasuredWithTheCommand() {
    // Given
    let status = TimingStatus(run: nil, patterns: ["MVC", "VIPER"], fingerprints: [:])

    // When
    let text = ComparisonRenderer.timings(status)

    // Then
    #expect(text.hasPrefix("No timings measured yet: run `scripts/metrics --timings`. "))
    #expect(
      Self.rows(text).suffix(2) == [
        "| MVC | – | – | – | – | *not measured*: run `scripts/metrics --timings` |",
        "| VIPER | – | – | – | – | *not measured*: run `scripts/metrics --timings` |",
      ])
  }

  @Test func givenNewTimings_whenStoredAndReadBack_thenFingerprintsAreKeptAndNoCommitWritten()
    throws
  {
    // Given
    let run = TimingRun(
      date: "2026-01-02T03:04:05Z", machine: Self.machine,
      timings: [Self.timing("MVC", fingerprint: "a")])
    let report = Report(
      header: ReportFixture.report.header, figures: ReportFixture.report.figures, timings: run)

    // When
    let data = try TestJSON.encode(report)

    // Then
    #expect(try JSONDecoder().decode(Report.Kept.self, from: data).timings == run)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let stored = try #require(object?["timings"] as? [String: Any])
    let timings = try #require(stored["timings"] as? [[String: Any]])
    #expect(timings.first?["fingerprint"] as? String == "a")
    #expect(stored["commit"] == nil)
  }

  @Test func givenAPatternTree_whenAFileOfItChanges_thenOnlyThatMakesItsTimingStale() throws {
    // Given: a package with MVC's sources and tests, and a shared folder
    let root = try PackageTree.make([
      "Sources/MVC/A.swift": "let a = 1\n", "Tests/MVCTests/ATests.swift": "let t = 1\n",
      "Sources/Domain/D.swift": "let d = 1\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let pattern = MetricsConfig.Pattern(
      name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests")
    let run = TimingRun(
      date: "d", machine: Self.machine,
      timings: [Self.timing("MVC", fingerprint: Fingerprint.of(pattern: pattern, root: root))])

    // When
    let untouched = TimingStatus(run: run, patterns: [pattern], root: root)
    try PackageTree.write("let d = 2\n", to: "Sources/Domain/D.swift", in: root)
    let afterShared = TimingStatus(run: run, patterns: [pattern], root: root)
    try PackageTree.write("let t = 2\n", to: "Tests/MVCTests/ATests.swift", in: root)
    let afterTest = TimingStatus(run: run, patterns: [pattern], root: root)

    // Then
    #expect(untouched.rows.map(\.timing) == [run.timings[0]])
    #expect(untouched.rows.map(\.isStale) == [false])
    #expect(afterShared == untouched)
    #expect(afterTest.rows.map(\.timing) == [run.timings[0]])
    #expect(afterTest.rows.map(\.isStale) == [true])
  }
}

import Foundation
import Testing

@testable import MetricsKit

@Suite struct SpeedRendererTests {
  private static func result(
    _ pattern: String, _ players: Int, _ action: String, _ median: Double, cells: Int? = 12
  ) -> BenchRun.Result {
    // Three rounds whose medians lie within 5 % of the median: two cells apart by more than a
    // tenth are apart beyond the noise, two closer than that are within it.
    BenchRun.Result(
      pattern: pattern, players: players, action: action, medianMs: median,
      p95Ms: median * 1.5, cells: cells, roundMediansMs: [median * 0.95, median, median * 1.05])
  }

  private static let run = BenchRun(
    date: "2026-01-02T03:04:05Z", commit: "abc123", machine: "Linux, 2 cores",
    fingerprint: "00ff00ff00ff00ff", runs: 30,
    results: [
      result("MVC", 1_000, "reload list", 0.1),
      result("MVP", 1_000, "reload list", 0.125),
      result("MVC", 10_000, "reload list", 0.15),
      result("MVP", 10_000, "reload list", 0.5),
      result("MVC", 1_000, "render screen", 0.2, cells: 0),
      result("MVP", 1_000, "render screen", 0.2, cells: 0),
      result("MVC", 10_000, "render screen", 0.2, cells: 0),
      result("MVP", 10_000, "render screen", 0.21, cells: 0),
    ],
    peakMemoryMB: ["MVC": 20.25, "MVP": 31])

  @Test func givenBodiesCounted_whenRendered_thenEachDeclarativeActionShowsThemBesideItsTwin() {
    // Given: MVP's declarative UI evaluated 5 bodies adding a player, where MVP built 3 cells
    let declarative = BenchRun.Result(
      pattern: "MVP-declarative", players: 1_000, action: "add player", medianMs: 0.4,
      p95Ms: 0.6, cells: 4, roundMediansMs: [0.38, 0.4, 0.42], counts: ["bodies evaluated": 5])
    let run = BenchRun(
      date: "2026-01-02T03:04:05Z", commit: "abc123", machine: "Linux, 2 cores",
      fingerprint: "00ff00ff00ff00ff", runs: 30,
      results: [
        Self.result("MVP", 100, "add player", 0.2, cells: 3),
        BenchRun.Result(
          pattern: "MVP-declarative", players: 100, action: "add player", medianMs: 0.3,
          p95Ms: 0.4, cells: 4, roundMediansMs: [0.3], counts: ["bodies evaluated": 99]),
        Self.result("MVP", 1_000, "add player", 0.3, cells: 3), declarative,
        Self.result("MVP", 10_000, "add player", 0.5, cells: 3),
      ],
      peakMemoryMB: [:])

    // When
    let text = SpeedRenderer.section(run)

    // Then
    #expect(
      text.contains(
        "| Pattern | Action | bodies evaluated | Cells built | UIKit-shaped twin: cells |"))
    #expect(text.contains("Counted per action at 1000 players"))
    #expect(text.contains("| MVP-declarative | add player | 5 | 4 | 3 |"))
    #expect(!text.contains("| 99 |"))
  }

  @Test func givenMeasuredSpeed_whenRendered_thenTimesGrowthGapAndMemoryAreShown() {
    // When
    let text = SpeedRenderer.section(Self.run)

    // Then: the header says how the noise is measured and when a gap counts
    #expect(
      text.hasPrefix(
        "Measured by `scripts/metrics --bench` (`swift run -c release bench`) on "
          + "2026-01-02T03:04:05Z from commit `abc123` (sources fingerprint `00ff00ff00ff00ff`), "
          + "on Linux, 2 cores."))
    #expect(text.contains("median of 3 rounds of 30 timed runs each"))
    #expect(text.contains("± half the range of the round medians (the noise)"))
    #expect(text.contains("otherwise \"within noise\""))
    // Then: each cell is its median with its noise
    #expect(text.contains("| Action | Players | MVC | MVP | Cells |"))
    #expect(text.contains("| reload list | 10000 | 0.150 ±0.008 | 0.500 ±0.025 | 12 |"))
    #expect(text.contains("| render screen | 1000 | 0.200 ±0.010 | 0.200 ±0.010 | 0 |"))
    // Then: the gap apart from the noise is the finding, with its ratio computed
    #expect(
      text.contains(
        "At 10000 players the widest gap outside the noise is on \"reload list\": MVP takes "
          + "3.3× the median time of MVC."))
    // Then: a growth beyond the noise is a ratio, one within it says so
    #expect(text.contains("| Growth of the median, 1000 → 10000 players | MVC | MVP |"))
    #expect(text.contains("| reload list | 1.5× | 4.0× |"))
    #expect(text.contains("| render screen | within noise | within noise |"))
    #expect(text.contains("| Peak resident memory (MB) | MVC | MVP |\n| --- | ---: | ---: |\n"))
    #expect(text.contains("| whole run | 20.2 | 31.0 |"))
  }

  @Test func givenATimedToolkit_whenRendered_thenItHasItsOwnTableAndLimitsNotAColumn() {
    // Given
    let run = BenchRun(
      date: "2026-01-02T03:04:05Z", commit: "abc123", machine: "Linux, 2 cores",
      fingerprint: "00ff00ff00ff00ff", runs: 30,
      results: Self.run.results + [
        Self.result("DeclarativeKit", 1_000, "update one row", 0.5, cells: 0),
        Self.result("DeclarativeKit", 10_000, "update one row", 7, cells: 0),
      ],
      peakMemoryMB: ["MVC": 20.25, "MVP": 31, "DeclarativeKit": 30])

    // When
    let text = SpeedRenderer.section(run)

    // Then
    #expect(text.contains("| Action | Players | MVC | MVP | Cells |"))
    #expect(text.contains("| Peak resident memory (MB) | MVC | MVP |"))
    #expect(!text.contains("| update one row |"))
    #expect(
      text.contains(
        """
        | Rows | Median (ms) | Cells |
        | ---: | ---: | ---: |
        | 1000 | 0.500 ±0.025 | 0 |
        | 10000 | 7.000 ±0.350 | 0 |

        """))
    // Then: its 14× growth is held against the limits in the declarative UIs' table
    #expect(text.contains("| DeclarativeKit | 0.500 | 14× | **no** |"))
    #expect(text.hasSuffix("Peak resident memory: 30.0 MB.\n"))
  }

  @Test func givenADeclarativeTwin_whenRendered_thenItIsComparedWithItsUIKitShapedTwinNotAColumn() {
    // Given
    let run = BenchRun(
      date: "2026-01-02T03:04:05Z", commit: "abc123", machine: "Linux, 2 cores",
      fingerprint: "00ff00ff00ff00ff", runs: 30,
      results: Self.run.results + [
        Self.result("MVP-declarative", 1_000, "reload list", 0.25),
        Self.result("MVP-declarative", 10_000, "reload list", 1.5),
      ],
      peakMemoryMB: ["MVC": 20.25, "MVP": 31, "MVP-declarative": 33])

    // When
    let text = SpeedRenderer.section(run)

    // Then
    #expect(text.contains("| Action | Players | MVC | MVP | Cells |"))
    #expect(text.contains("| reload list | 1000 | 0.250 / 0.125 (2.0×) |"))
    #expect(text.contains("| reload list | 10000 | 1.500 / 0.500 (3.0×) |"))
    // Then: its slowest median (0.250 ms) and largest growth (1.5 / 0.25) are within the limits
    #expect(
      text.contains(
        "| Declarative UI | Slowest median at 1000 players (ms) | Largest growth to 10000 | "
          + "Within 1 ms and 12× |"))
    #expect(text.contains("| MVP | 0.250 | 6.0× | yes |"))
  }

  @Test func givenADeclarativeOnlyPattern_whenRendered_thenItIsHeldToTheDeclarativeLimits() {
    // Given: MVC is the only pattern measured, and its one UI declarative for this test
    let run = Self.run.filtered { $0.pattern == "MVC" }

    // When
    let text = SpeedRenderer.section(run, declarativeOnly: ["MVC"])

    // Then: its slowest action (render screen, 0.200 ms) and largest growth (reload list, 1.5×)
    // are held against the limits, with no twin table
    #expect(text.contains("| MVC (declarative only) | 0.200 | 1.5× | yes |"))
    #expect(!text.contains("on the same logic as their UIKit-shaped twins"))
  }

  @Test func givenNoSpeedMeasured_whenRendered_thenTheCommandIsNamed() {
    // When
    let text = SpeedRenderer.section(nil)
    // Then
    #expect(text.hasPrefix("No speed measured yet: run `scripts/metrics --bench`."))
  }

  @Test func givenATargetWithAPrintedName_whenRendered_thenEveryTableAndFindingUsesThePrintedName()
  {
    // When: MVP's figures stored under a target name that prints differently
    let text = SpeedRenderer.section(Self.run, names: ["MVP": "M-V-P"])
    // Then
    #expect(text.contains("| Action | Players | MVC | M-V-P | Cells |"))
    #expect(text.contains("M-V-P takes 3.3× the median time of MVC."))
    #expect(text.contains("| Growth of the median, 1000 → 10000 players | MVC | M-V-P |"))
    #expect(text.contains("| Peak resident memory (MB) | MVC | M-V-P |"))
    #expect(!text.contains("| MVP |"))
  }

  @Test func givenOnePatternGrowingAndOneFlat_whenRendered_thenTheGrowthSentenceNamesBoth() {
    // Given: on "select player" MVP grows 4× beyond the noise, MVC stays within it
    let run = BenchRun(
      date: "d", commit: "c", machine: "m", fingerprint: "f", runs: 30,
      results: [
        Self.result("MVC", 1_000, "select player", 0.1),
        Self.result("MVP", 1_000, "select player", 0.1),
        Self.result("MVC", 10_000, "select player", 0.1),
        Self.result("MVP", 10_000, "select player", 0.4),
      ], peakMemoryMB: [:])

    // When
    let text = SpeedRenderer.section(run, names: ["MVP": "M-V-P"])

    // Then
    #expect(
      text.contains(
        "Where the time grows with the squad, and where it does not:\n\n"
          + "- On \"select player\" the median grows at least twice from 1000 to 10000 players in "
          + "M-V-P (4.0×), and stays within noise in MVC.\n"))
  }

  @Test func givenNoPatternFlatBesideAGrowingOne_whenRendered_thenNoGrowthSentenceIsWritten() {
    // When: on "reload list" both grow beyond the noise, on "render screen" neither does
    let text = SpeedRenderer.section(Self.run)

    // Then
    #expect(!text.contains("Where the time grows"))
  }

  @Test func givenOneSize_whenRendered_thenGrowthSaysWhatItNeeds() {
    // Given
    let run = BenchRun(
      date: "d", commit: "c", machine: "m", fingerprint: "f", runs: 1,
      results: [Self.result("MVC", 100, "reload list", 0.1)], peakMemoryMB: ["MVC": 1])
    // When
    let text = SpeedRenderer.section(run)
    // Then
    #expect(text.contains("Growth needs both 1000 and 10000 players measured."))
    #expect(!text.contains("widest gap"))
  }

  @Test func givenTheBenchsJSON_whenDecoded_thenTheRunKeepsItWithDateAndFingerprint() throws {
    // Given
    let json = Data(
      #"""
      {"machine": "Linux, 2 cores", "commit": "abc123", "peakMemoryMB": {"MVC": 20.25},
       "results": [{"pattern": "MVC", "players": 1000, "action": "reload list",
                    "medianMs": 0.1, "p95Ms": 0.15, "roundMediansMs": [0.1]}]}
      """#.utf8)
    // When
    let run = try BenchRun.decode(
      benchOutput: json, date: "2026-01-02T03:04:05Z", fingerprint: "f", runs: 30)
    // Then
    #expect(run.commit == "abc123" && run.machine == "Linux, 2 cores")
    #expect(
      run.results == [
        BenchRun.Result(
          pattern: "MVC", players: 1_000, action: "reload list", medianMs: 0.1, p95Ms: 0.15,
          cells: nil, roundMediansMs: [0.1])
      ])
    #expect(run.peakMemoryMB == ["MVC": 20.25])
  }

  @Test func givenACommittedReportWithSpeed_whenRead_thenItIsKeptAndChecksIgnoreIt() throws {
    // Given
    let report = Report(
      header: ReportFixture.report.header, figures: ReportFixture.report.figures, timings: nil,
      bench: Self.run)
    // When
    let data = try TestJSON.encode(report)
    let kept = try JSONDecoder().decode(Report.Kept.self, from: data).bench
    let diff = try FigureDiff.diff(
      committed: data, current: try TestJSON.encode(["figures": ReportFixture.report.figures]))
    // Then
    #expect(kept == Self.run)
    #expect(
      try JSONDecoder().decode(Report.Kept.self, from: TestJSON.encode(ReportFixture.report)).bench
        == nil)
    #expect(diff.isEmpty)
  }

  @Test func givenTwoSourceTrees_whenFingerprinted_thenOnlyAChangedBenchedFileChangesIt() throws {
    // Given
    let root = try PackageTree.make([
      "Package.swift": "a", "Sources/A/A.swift": "b", "Sources/MetricsKit/M.swift": "m",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    // When
    let first = Fingerprint.ofBenchedSources(root: root)
    try PackageTree.write("n", to: "Sources/MetricsKit/M.swift", in: root)
    let again = Fingerprint.ofBenchedSources(root: root)
    try PackageTree.write("c", to: "Sources/A/A.swift", in: root)
    let other = Fingerprint.ofBenchedSources(root: root)
    // Then
    #expect(first == again && first != other)
    #expect(first.count == 16)
  }
}

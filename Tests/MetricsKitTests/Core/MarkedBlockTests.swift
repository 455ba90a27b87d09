import Foundation
import Testing

@testable import MetricsKit

@Suite struct MarkedBlockTests {
  private let readme = """
    # Title

    Prose before, with trailing spaces.  \n\
    <!-- metrics:summary:start -->
    old table
    <!-- metrics:summary:end -->

    ## After

    Prose after, no final newline.
    """

  @Test func givenMarkedReadme_whenBlockReplaced_thenOnlyTheBlockChanges() throws {
    // When
    let result = try MarkedBlock.summary.replacing(
      in: readme, with: "new\ntable\n", path: "README.md")

    // Then
    #expect(
      result == """
        # Title

        Prose before, with trailing spaces.  \n\
        <!-- metrics:summary:start -->
        new
        table
        <!-- metrics:summary:end -->

        ## After

        Prose after, no final newline.
        """)
    #expect(try MarkedBlock.summary.content(of: result, path: "README.md") == "new\ntable\n")
  }

  @Test func givenBlockReplacedTwice_whenCompared_thenTheSecondRunChangesNothing() throws {
    // Given
    let once = try MarkedBlock.summary.replacing(in: readme, with: "table\n", path: "README.md")

    // When
    let twice = try MarkedBlock.summary.replacing(in: once, with: "table\n", path: "README.md")

    // Then
    #expect(twice == once)
  }

  @Test func givenReadmeWithoutStartMarker_whenBlockReplaced_thenTheMarkerIsNamed() {
    // When / Then
    #expect(
      throws: MetricsError.missingReadmeMarker(path: "README.md", marker: MarkedBlock.summary.start)
    ) {
      try MarkedBlock.summary.replacing(in: "# Title\n", with: "table\n", path: "README.md")
    }
  }

  @Test func givenReadmeWithEndMarkerOnlyBeforeStart_whenBlockRead_thenEndMarkerIsMissing() {
    // Given
    let text = MarkedBlock.summary.end + "\n" + MarkedBlock.summary.start + "\n"

    // When / Then
    #expect(throws: MetricsError.missingReadmeMarker(path: "R.md", marker: MarkedBlock.summary.end))
    {
      try MarkedBlock.summary.content(of: text, path: "R.md")
    }
  }

  @Test func givenMissingMarkerError_whenDescribed_thenItTellsWhereTheBlockGoes() {
    // When
    let message = MetricsError.missingReadmeMarker(
      path: "README.md", marker: MarkedBlock.summary.end
    )
    .description

    // Then
    #expect(
      message
        == "README.md has no line <!-- metrics:summary:end -->; the generated summary goes "
        + "between <!-- metrics:summary:start --> and <!-- metrics:summary:end -->, each on its "
        + "own line")
  }

  @Test func givenHandEditedFigureInBlock_whenChecked_thenStaleWithTheLine() throws {
    // Given
    let block = ComparisonRenderer(figures: ComparisonFixture.figures)
      .summaryBlock(report: "Metrics/README.md")
    let current = try MarkedBlock.summary.replacing(in: readme, with: block, path: "README.md")
    let edited = current.replacingOccurrences(of: "| MVP | 10 | 71 |", with: "| MVP | 9 | 71 |")

    // When / Then
    #expect(throws: Never.self) {
      try MetricsCommand.checkReadme(current, block: block, path: "README.md")
    }
    #expect {
      try MetricsCommand.checkReadme(edited, block: block, path: "README.md")
    } throws: { error in
      guard case .staleReadme(let path, let diff) = error as? MetricsError else { return false }
      return path == "README.md"
        && diff.contains("- | MVP | 9 | 71 | 3 |") && diff.contains("+ | MVP | 10 | 71 | 3 |")
    }
  }

  @Test func givenCommittedReportWithTimings_whenRead_thenTheyAreKept() throws {
    // Given
    let run = TimingRun(
      date: "2026-01-02T03:04:05Z",
      machine: TimingRun.Machine(cores: 2, os: "Linux", toolchain: "Swift 6"),
      timings: [
        Timing(
          pattern: "MVP", runs: 3, cleanBuildSeconds: 1, incrementalBuildSeconds: 0.5,
          touchedFile: "Sources/MVP/Login/LoginViewController.swift", testSeconds: 0.25,
          fingerprint: "f")
      ])
    let report = Report(
      header: ReportFixture.report.header, figures: ReportFixture.report.figures, timings: run)

    // When
    let kept = try JSONDecoder().decode(Report.Kept.self, from: TestJSON.encode(report))
    let fromNone = try JSONDecoder().decode(
      Report.Kept.self, from: TestJSON.encode(ReportFixture.report))

    // Then
    #expect(kept.timings == run)
    #expect(fromNone.timings == nil)
  }
}

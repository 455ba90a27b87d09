import Foundation
import Testing

@testable import MetricsKit

@Suite struct FigureDiffTests {
  @Test func givenSameFiguresAndDifferentHeader_whenDiffed_thenNothingDiffers() throws {
    // Given
    let committed = try TestJSON.encode(ReportFixture.report)
    let current = try TestJSON.encode(["figures": ReportFixture.report.figures])

    // When
    let lines = try FigureDiff.diff(committed: committed, current: current)

    // Then
    #expect(lines.isEmpty)
  }

  @Test func givenChangedAddedAndRemovedFigures_whenDiffed_thenEachIsOneReadableLine() throws {
    // Given
    let committed = Data(
      #"{"figures":{"patterns":[{"name":"MVP","files":3,"gone":1}]},"header":{"commit":"a"}}"#
        .utf8)
    let current = Data(#"{"figures":{"patterns":[{"name":"MVP","files":4,"new":2}]}}"#.utf8)

    // When
    let lines = try FigureDiff.diff(committed: committed, current: current)

    // Then
    #expect(
      lines == [
        "  patterns[MVP].files: 3 → 4",
        "- patterns[MVP].gone = 1",
        "+ patterns[MVP].new = 2",
      ])
  }

  @Test func givenManyDifferences_whenDiffed_thenTheListIsCutWithACount() throws {
    // Given
    let committed = Data(#"{"figures":{"a":1,"b":1,"c":1}}"#.utf8)
    let current = Data(#"{"figures":{"a":2,"b":2,"c":2}}"#.utf8)

    // When
    let lines = try FigureDiff.diff(committed: committed, current: current, limit: 2)

    // Then
    #expect(lines == ["  a: 1 → 2", "  b: 1 → 2", "… and 1 more differences"])
  }

  @Test func givenAnUnreadableCommittedReport_whenDiffed_thenItFailsNamingTheFile() {
    // Given
    let committed = Data("not json".utf8)
    let current = Data(#"{"figures":{}}"#.utf8)

    // When / Then
    #expect(throws: MetricsError.unreadableFile(path: "metrics.json", reason: "not a JSON object"))
    {
      _ = try FigureDiff.diff(committed: Data("[1]".utf8), current: current)
    }
    #expect(throws: MetricsError.self) {
      _ = try FigureDiff.fingerprintLine(committed: committed, current: "f")
    }
  }
}

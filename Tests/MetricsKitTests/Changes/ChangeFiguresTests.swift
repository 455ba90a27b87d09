import Foundation
import Testing

@testable import MetricsKit

@Suite struct ChangeFiguresTests {
  static let cell: ChangeCell = {
    var cell = ChangeCell()
    cell.filesTouched = 2
    cell.filesAdded = 1
    cell.codeAdded = 10
    cell.codeRemoved = 2
    cell.testAdded = 20
    cell.testRemoved = 1
    cell.newTypes = 1
    cell.byUI = ["logic": 23, "uikit": 10]
    cell.testsByUI = ["logic": 15, "uikit": 6]
    cell.passed = true
    return cell
  }()

  static func status(stale: Bool = false) -> ChangeStatus {
    var other = cell
    other.codeAdded = 40
    other.byUI["declarative"] = 30
    other.passed = false
    return ChangeStatus(
      results: ChangeResults(
        changes: ["nickname": ["MVC": cell, "MVPC": other], "shuffle": ["MVC": cell]],
        fingerprint: "abc"),
      changes: ["nickname", "shuffle"],
      patterns: [.init(name: "MVC", module: "MVC"), .init(name: "MVP-C", module: "MVPC")],
      stale: stale)
  }

  @Test func givenStoredCells_whenTotalled_thenOnlyAPatternWithEveryChangeHasATotal() {
    // When
    let status = Self.status()

    // Then
    #expect(status.totalLines(of: "MVC") == 66)
    #expect(status.totalLines(of: "MVP-C") == nil)
    #expect(status.totalLines(of: "VIP") == nil)
  }

  @Test func givenStoredCells_whenRendered_thenEachChangeHasATableAndTheTotalsFollow() {
    // When
    let uis: [MetricsConfig.UserInterface] = [
      .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
      .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
    ]
    let text = ChangeRenderer(status: Self.status(), uis: uis) { _ in "uikit" }.section()

    // Then
    #expect(text.contains("### `nickname`"))
    #expect(text.contains("| MVC | 2 | 1 | 10 | 2 | 20 | 1 | 33 | 1 | yes |"))
    #expect(text.contains("| MVP-C | 2 | 1 | 40 | 2 | 20 | 1 | 63 | 1 | **no** |"))
    #expect(text.contains("| MVP-C | – | – | – | – | – | – | – | – | – |"))
    // Then: the first columns count the logic and the UIKit-shaped UI; the split counts all
    #expect(text.contains("| MVC | 33 | 33 | **66** | 16 | 8 | 0 | 42 | 66 |"))
    #expect(text.contains("| MVP-C | 33 | – | – | 8 | 4 | 30 | 21 | – |"))
    #expect(!text.contains("The tree changed"))
    #expect(ChangeRenderer(status: Self.status(stale: true)).section().contains("The tree changed"))
  }

  @Test func givenStoredAndCurrentFigures_whenCompared_thenOnlyDifferingCellsAreListed() {
    // Given
    var changed = Self.cell
    changed.testAdded = 21
    let stored = ["nickname": ["MVC": Self.cell, "VIP": Self.cell]]
    let current = ["nickname": ["MVC": changed], "shuffle": ["MVC": Self.cell.patchFigures]]

    // When
    let lines = ChangeMeasurer.differences(stored: stored, current: current)

    // Then: `passed` alone is not a difference, a missing patch is
    #expect(
      lines == [
        "nickname × MVC: files 2+1, code +10 −2, tests +20 −1, types 1 → files 2+1, code +10 −2, "
          + "tests +21 −1, types 1",
        "nickname × VIP: files 2+1, code +10 −2, tests +20 −1, types 1 → no patch",
        "shuffle × MVC: no patch → files 2+1, code +10 −2, tests +20 −1, types 1",
      ])
    #expect(ChangeMeasurer.differences(stored: stored, current: stored).isEmpty)
  }

  @Test func givenTestRunOutputs_whenRead_thenOnlyARunOfAtLeastOneTestCounts() {
    // Then
    #expect(ChangeRunner.ranTests("✔ Test run with 92 tests in 20 suites passed after 1 s."))
    #expect(!ChangeRunner.ranTests("✔ Test run with 0 tests passed after 0.001 seconds."))
    #expect(!ChangeRunner.ranTests("error: no tests"))
  }

  @Test func givenChangeOptions_whenParsed_thenTheCellIsChosen() throws {
    // When
    let options = try Options(parsing: ["--changes", "--change", "shuffle", "--pattern", "MVPC"])

    // Then
    #expect(options.changes)
    #expect(options.change == "shuffle")
    #expect(options.pattern == "MVPC")
    #expect(throws: MetricsError.missingValue(option: "--change")) {
      try Options(parsing: ["--changes", "--change"])
    }
    #expect(throws: MetricsError.optionNeeds(option: "--change", other: "--changes")) {
      try Options(parsing: ["--change", "shuffle"])
    }
    #expect(
      throws: MetricsError.optionNeeds(
        option: "--pattern", other: "--mutation, --changes or --ui-rewrite")
    ) {
      try Options(parsing: ["--pattern", "MVC"])
    }
  }
}

@Suite struct ChangeSummaryTests {
  @Test func givenStoredChanges_whenTheSummaryBlockIsRendered_thenItHasAColumn() {
    // Given: the fixture's MVC and MVP, each with both changes
    let status = ChangeStatus(
      results: ChangeResults(
        changes: [
          "nickname": ["MVC": ChangeFiguresTests.cell, "MVP": ChangeFiguresTests.cell],
          "shuffle": ["MVC": ChangeFiguresTests.cell, "MVP": ChangeCell()],
        ], fingerprint: "abc"),
      changes: ["nickname", "shuffle"],
      patterns: [.init(name: "MVC", module: "MVC"), .init(name: "MVP", module: "MVP")],
      stale: false)

    // When
    let text = ComparisonRenderer(figures: ComparisonFixture.figures).summaryBlock(
      report: "R.md", changes: status)

    // Then
    #expect(text.contains("| Coverage (own tests) | Change cost (lines) |"))
    #expect(text.contains("% | 66 |"))
    #expect(text.contains("% | 33 |"))
  }
}

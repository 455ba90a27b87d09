/// Renders the screens × patterns tables of the report, its timings, and the summary block that
/// `scripts/metrics` writes into the top-level README.
///
/// A configured pattern whose folder does not exist has no column; a note names it, so the
/// tables fill in as patterns land and the same tree always gives the same text.
package struct ComparisonRenderer: Sendable {
  let figures: Report.Figures

  /// Creates a renderer for `figures`.
  package init(figures: Report.Figures) { self.figures = figures }

  /// `Not in the tree yet: MVC, VIP.` followed by a blank line, or nothing.
  package var absentNote: String {
    guard !figures.absentPatterns.isEmpty else { return "" }
    return
      "Not in the tree yet, so not in the tables: \(figures.absentPatterns.joined(separator: ", ")).\n\n"
  }

  /// One table per layer present: a row per screen, a column per pattern, a row of totals.
  package func layersByScreen() -> String {
    figures.layers.map { layer -> String in
      let split = { (pattern: PatternMetrics) in pattern.layerScreens.first { $0.name == layer } }
      guard figures.patterns.contains(where: { split($0) != nil }) else { return "" }
      let names = figures.patterns.flatMap { split($0)?.screens.map(\.name) ?? [] }.ordered(
        by: figures.screens)
      let table = grid(
        "Screen", rows: names,
        cell: { pattern, screen in
          split(pattern)?.screens.first { $0.name == screen }.map { "\($0.lines.code)" }
        }, total: { split($0).map { "\($0.screens.reduce(0) { $0 + $1.lines.code })" } })
      return "### Lines of code: \(layer)\n\n" + table + "\n"
    }.joined()
  }

  /// Key classes per pattern (count, by role, largest), then per screen.
  package func keyClasses() -> String {
    var table = MarkdownTable(
      [
        "Pattern", "Key classes", "By role", "Largest key class (code lines with its extensions)",
        "Largest declaration (code lines, extensions apart)",
      ],
      rightAligned: [1])
    for pattern in figures.patterns {
      let roles = figures.layers.compactMap { layer -> String? in
        let count = pattern.keyClasses.filter { $0.layer == layer }.count
        return count > 0 ? "\(layer) \(count)" : nil
      }
      let largestKey =
        pattern.largestKeyClass.map { "`\($0.name)` (\($0.layer), \($0.codeLines))" } ?? "–"
      let largest = pattern.largestType.map { "`\($0.name)` (\($0.codeLines))" } ?? "–"
      table.add([
        pattern.name, "\(pattern.keyClasses.count)",
        roles.isEmpty ? "–" : roles.joined(separator: ", "), largestKey, largest,
      ])
    }
    let perScreen = grid(
      "Screen",
      rows: figures.patterns.flatMap { $0.keyClasses.map(\.screen) }.ordered(by: figures.screens),
      cell: { pattern, screen in "\(pattern.keyClasses.filter { $0.screen == screen }.count)" },
      total: { "\($0.keyClasses.count)" })
    return table.text + "\nPer screen:\n\n" + perScreen
  }

  /// Listed tests per screen folder of each pattern's test target, with totals.
  package func testsByScreen() -> String {
    testTable(
      "Screen",
      rows: figures.patterns.flatMap { $0.testScreens.map(\.name) }.ordered(by: figures.screens),
      tests: { $0.testScreens.map { ($0.name, $0.tests) } })
  }

  /// Listed tests per layer of the role they test, with totals.
  package func testsByLayer() -> String {
    let names = figures.layers.filter { layer in
      figures.patterns.contains { $0.testLayers.contains { $0.name == layer } }
    }
    return testTable("Layer", rows: names, tests: { $0.testLayers.map { ($0.name, $0.tests) } })
  }

  /// Listed tests per row (`tests` gives each pattern's, by row name), with totals.
  private func testTable(
    _ header: String, rows: [String], tests: (PatternMetrics) -> [(String, Int)]
  ) -> String {
    grid(
      header, rows: rows,
      cell: { pattern, row in tests(pattern).first { $0.0 == row }.map { "\($0.1)" } },
      total: { "\(tests($0).reduce(0) { $0 + $1.1 })" })
  }

  /// Line coverage of each screen by its pattern's own tests.
  package func coverageByScreen() -> String {
    grid(
      "Screen",
      rows: figures.patterns.flatMap { $0.screens.map(\.name) }.ordered(by: figures.screens),
      cell: { pattern, screen in
        pattern.screens.first { $0.name == screen }.map { NumberText.percent($0.ownCoverage) }
      }, total: { NumberText.percent($0.ownCoverage) })
  }

  /// Test code lines per source code line, per screen and pattern.
  package func testCodePerCode() -> String {
    let names = figures.patterns.flatMap { $0.screens.map(\.name) + $0.testScreens.map(\.name) }
      .ordered(by: figures.screens)
    return grid(
      "Screen", rows: names,
      cell: { pattern, screen in
        let code = pattern.screens.first { $0.name == screen }?.lines.code ?? 0
        let test = pattern.testScreens.first { $0.name == screen }?.lines.code ?? 0
        return NumberText.ratio(test, code)
      }, total: { NumberText.ratio($0.testLines.code, $0.lines.code) })
  }

  /// The latest timings with the machine they were taken on: a row per pattern in the tree,
  /// those never timed or timed on other sources marked so, with the command that times them.
  package static func timings(_ status: TimingStatus) -> String {
    let note =
      "Timings depend on the machine and on its load, so `--check` never compares them; a run without `--timings` keeps the latest measured ones.\n"
    let command = "`scripts/metrics --timings`"
    var table = MarkdownTable(
      [
        "Pattern", "Clean build of the target (s)", "Incremental build (s)", "Touched file",
        "Test run (s)", "Status",
      ], rightAligned: [1, 2, 4])
    for row in status.rows {
      guard let timing = row.timing else {
        table.add([row.pattern, "–", "–", "–", "–", "*not measured*: run \(command)"])
        continue
      }
      table.add(
        timingCells(row.pattern, timing) + [row.isStale ? "*stale*: rerun \(command)" : "measured"])
    }
    guard let run = status.run else {
      return "No timings measured yet: run \(command). " + note + "\n" + table.text
    }
    let runs = Set(run.timings.map(\.runs)).sorted().map(String.init).joined(separator: ", ")
    return
      "Measured by \(command) on \(run.date), on \(run.machine.cores) cores, \(run.machine.os), with \(run.machine.toolchain); medians of \(runs) runs, the fastest and the slowest run in parentheses. The clean build compiles the pattern's target alone (for a pattern with two UIs, both), its dependencies already built; the incremental build follows touching one file; the test run runs the pattern's test target, already built, with coverage on. A pattern marked *stale* has sources or tests other than those timed; one *not measured* was never timed. "
      + note + "\n" + table.text
  }

  private static func timingCells(_ pattern: String, _ timing: Timing) -> [String] {
    [
      pattern, MarkdownRenderer.spread(timing.cleanBuildSeconds, timing.cleanBuildRange),
      MarkdownRenderer.spread(timing.incrementalBuildSeconds, timing.incrementalBuildRange),
      "`\(timing.touchedFile)`", MarkdownRenderer.spread(timing.testSeconds, timing.testRange),
    ]
  }

  /// A table with a row per name of `rows` and a column per pattern (`cell`), then a row of
  /// totals in bold (`total`); `–` where either gives nothing.
  func grid(
    _ title: String, rows: [String], cell: (PatternMetrics, String) -> String?,
    total: (PatternMetrics) -> String?
  ) -> String {
    let count = figures.patterns.count
    var table = MarkdownTable(
      [title] + figures.patterns.map(\.name), rightAligned: Set(1...max(1, count)))
    for row in rows { table.add([row] + figures.patterns.map { cell($0, row) ?? "–" }) }
    table.add(["**total**"] + figures.patterns.map { total($0).map { "**\($0)**" } ?? "–" })
    return table.text
  }
}

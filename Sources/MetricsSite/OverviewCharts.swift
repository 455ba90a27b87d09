import MetricsKit

/// The overview's charts, one per measure; a measure with no stored results says how to get it.
struct OverviewCharts {
  let content: SiteContent

  private var patterns: [PatternMetrics] { content.figures.patterns }

  /// The layers any pattern has, in configured order, with their shared colours.
  private func layerSeries(_ present: (String) -> Bool) -> [BarChart.Series] {
    content.figures.layers.filter(present).map {
      BarChart.Series($0, color: content.palette.color(of: $0))
    }
  }

  func codeByLayer() -> String {
    let series = layerSeries { layer in
      patterns.contains { $0.layers.contains { $0.name == layer } }
    }
    let rows = patterns.map { pattern in
      BarChart.Row(
        pattern.name,
        series.map { item in
          pattern.layers.first { $0.name == item.name }.map { Double($0.lines.code) }
        })
    }
    return BarChart(
      title: "Code by layer", valueAxis: "lines of code", categoryAxis: "pattern",
      series: series, rows: rows, stacked: true
    ).html()
  }

  func testsByLayer() -> String {
    let series = layerSeries { layer in
      patterns.contains { $0.testLayers.contains { $0.name == layer } }
    }
    let rows = patterns.map { pattern in
      BarChart.Row(
        pattern.name,
        series.map { item in
          pattern.testLayers.first { $0.name == item.name }.map { Double($0.tests) }
        })
    }
    return BarChart(
      title: "Tests by the layer they test", valueAxis: "tests", categoryAxis: "pattern",
      series: series, rows: rows, stacked: true
    ).html()
  }

  func coverage() -> String {
    let rows = patterns.map { pattern in
      BarChart.Row(
        pattern.name, [pattern.ownCoverage, pattern.allCoverage].map(Self.percent))
    }
    return BarChart(
      title: "Line coverage", valueAxis: "% of executable lines", categoryAxis: "pattern",
      series: [
        .init("own tests", color: PatternPalette.measures[0]),
        .init("all tests", color: PatternPalette.measures[1]),
      ], rows: rows, maximum: 100, zoomed: true
    ).html()
  }

  func mutation() -> String {
    guard let status = content.report.mutation else {
      return "<h3>Mutation score</h3>\n"
        + HTML.missing("mutation results", command: "scripts/metrics --mutation")
    }
    let rows = status.patterns.map { item in
      // A score measured on older code is still shown, but says so.
      BarChart.Row(
        item.name + (status.stale.contains(item.module) ? " (stale)" : ""),
        [status.results.patterns[item.module]?.score])
    }
    return BarChart(
      title: "Mutation score", valueAxis: "% of viable mutants detected",
      categoryAxis: "pattern", series: [.init("score", color: PatternPalette.measures[0])],
      rows: rows, maximum: 100, zoomed: true
    ).html()
  }

  func changes() -> String {
    guard let status = content.report.changes else {
      return "<h3>Change cost</h3>\n"
        + HTML.missing("change-cost results", command: "scripts/metrics --changes")
    }
    let series = status.patterns.enumerated().map { index, pattern in
      BarChart.Series(pattern.name, color: PatternPalette.color(at: index))
    }
    let rows = status.changes.map { change in
      BarChart.Row(
        change,
        status.patterns.map { pattern in
          status.cell(change, of: pattern.name).map { Double($0.linesTouched) }
        })
    }
    return BarChart(
      title: "Change cost per change" + (status.stale ? " (stale: rerun --changes)" : ""),
      valueAxis: "lines added and removed (code and tests)",
      categoryAxis: "change", series: series, rows: rows
    ).html()
  }

  func timings() -> String {
    guard let run = content.report.timings, !run.timings.isEmpty else {
      return "<h3>Timings</h3>\n" + HTML.missing("timings", command: "scripts/metrics --timings")
    }
    let rows = run.timings.map { timing in
      BarChart.Row(
        content.report.patternNames[timing.pattern] ?? timing.pattern,
        [timing.cleanBuildSeconds, timing.incrementalBuildSeconds, timing.testSeconds])
    }
    return BarChart(
      title: "Timings (medians, \(run.machine.cores) cores)", valueAxis: "seconds",
      categoryAxis: "pattern",
      series: [
        .init("clean build", color: PatternPalette.measures[0]),
        .init("incremental build", color: PatternPalette.measures[1]),
        .init("tests", color: PatternPalette.measures[2]),
      ], rows: rows
    ).html()
  }

  private static func percent(_ coverage: Coverage) -> Double? {
    coverage.executable > 0
      ? Double(coverage.covered) * 100 / Double(coverage.executable) : nil
  }
}

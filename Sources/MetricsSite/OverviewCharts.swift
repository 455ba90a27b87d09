import MetricsKit

/// The overview's charts, one per measure; a measure with no stored results says how to get it.
struct OverviewCharts {
  let content: SiteContent

  func codeByLayer() -> String {
    SVGChartRenderer.layerChart(content.figures, width: BarChart.siteWidth).html()
  }

  /// Tests by the layer group (`LayerPalette`) of the type they test, in the code chart's
  /// colours.
  func testsByLayer() -> String {
    SVGChartRenderer.layerChart(
      content.figures, width: BarChart.siteWidth, title: "Tests by the layer they test",
      valueAxis: "tests", parts: { $0.testLayers.map { ($0.name, $0.tests) } }
    ).html()
  }

  func coverage() -> String {
    SVGChartRenderer.coverageChart(content.figures, width: BarChart.siteWidth).html()
  }

  /// The first UI's scores, the figures of the score table beside the chart; a stale score is
  /// marked there, not in the chart.
  ///
  /// `folded`: its numbers one click away, as on the overview.
  func mutation(folded: Bool = false) -> String {
    guard let status = content.report.mutation else {
      return HTML.missing(
        "mutation results", command: "scripts/metrics --mutation", heading: "Mutation score")
    }
    let rows = status.patterns.map { item in
      BarChart.Row(item.name, [status.mainCounts(of: item.module)?.score])
    }
    return BarChart(
      title: "Mutation score", valueAxis: "% of viable mutants detected",
      series: .palette(["score"]), rows: rows, maximum: 100, unit: " %", decimals: 1
    ).html(folded: folded)
  }

  /// Lines touched per pattern, a segment per change, as the totals table beside it has them; a
  /// stale run is said in the text above, not in the chart.
  func changes() -> String {
    guard let status = content.report.changes else {
      return HTML.missing(
        "change-cost results", command: "scripts/metrics --changes", heading: "Change cost")
    }
    // Like with like, as the table beside it: the logic and the UI the main tables measure.
    let rows = status.patterns.map { pattern in
      let ui = content.renderer.uiTag(pattern.name)
      return BarChart.Row(
        pattern.name,
        status.changes.map { status.cell($0, of: pattern.name).map { Double($0.lines(in: ui)) } })
    }
    return BarChart(
      title: "Change cost per pattern, logic and one UI",
      valueAxis: "lines added and removed (code and tests)",
      series: .palette(status.changes), rows: rows, stacked: true
    ).html()
  }

  /// Build and test times with two decimals, as the timing table beside the chart prints them.
  ///
  /// `cleanOnly`: the clean builds alone, the section's first column and sentence, folded as on
  /// the overview; incremental builds and test runs are on the timings page.
  func timings(cleanOnly: Bool = false) -> String {
    guard let run = content.report.timings, !run.timings.isEmpty else {
      return HTML.missing("timings", command: "scripts/metrics --timings", heading: "Timings")
    }
    let names = cleanOnly ? ["clean build"] : ["clean build", "incremental build", "tests"]
    let rows = run.timings.map { timing in
      let seconds = [timing.cleanBuildSeconds, timing.incrementalBuildSeconds, timing.testSeconds]
      return BarChart.Row(timing.pattern, Array(seconds.prefix(names.count)))
    }
    return BarChart(
      title: "\(cleanOnly ? "Clean build" : "Timings") (medians, \(run.machine.cores) cores)",
      valueAxis: "seconds", series: .palette(names), rows: rows, decimals: 2
    ).html(folded: cleanOnly)
  }
}

import MetricsKit

/// The overview's charts: one per question, each short enough to share one 1280×720 screen with
/// its heading and answer (`OverviewPage.chartHeightLimit`); the details pages draw the rest.
extension OverviewCharts {
  /// The chart that answers the question whose details page is `details` (nil: the UI
  /// rewrite's), or what says how to measure it; "" for a question without one.
  func screenChart(_ details: String?) -> String {
    switch details {
    case "size.md": return compactCodeByLayer()
    case "tests.md": return ownCoverage()
    case "mutation.md": return mutation(folded: true)
    case "changes.md": return changeTotals()
    case nil: return rewriteTotals()
    case "speed.md": return largestSquad()
    case "timings.md": return timings(cleanOnly: true)
    default: return ""
    }
  }

  /// Code by layer with its rows closer together, so eight patterns fit one screen.
  func compactCodeByLayer() -> String {
    var chart = SVGChartRenderer.layerChart(content.figures, width: BarChart.siteWidth)
    chart.compact = true
    return chart.html(folded: true)
  }

  /// Coverage by the pattern's own tests, the summary's column; both coverages are on the
  /// tests page.
  func ownCoverage() -> String {
    SVGChartRenderer.coverageChart(content.figures, width: BarChart.siteWidth, ownOnly: true)
      .html(folded: true)
  }

  /// Each pattern's lines in the logic and one UI, the change table's bold column; each
  /// change's share is on the changes page.
  func changeTotals() -> String {
    guard let status = content.report.changes else { return changes() }
    let rows = status.patterns.map { pattern in
      let lines = status.totalLines(of: pattern.name, ui: content.renderer.uiTag(pattern.name))
      return BarChart.Row(pattern.name, [lines.map(Double.init)])
    }
    return BarChart(
      title: "Change cost, logic and one UI", valueAxis: "lines added and removed (code and tests)",
      series: .palette(["lines"]), rows: rows
    ).html(folded: true)
  }

  /// What each port wrote or deleted in all, the rewrite table's "Total".
  ///
  /// Its columns are on the UI rewrite page; nothing without recorded ports, whose absence the
  /// section's text explains.
  func rewriteTotals() -> String {
    let renderer = UIRewriteRenderer(report: content.report, config: content.config)
    guard renderer.rows?.rows.isEmpty == false else { return "" }
    return BarChart(
      title: "What the second UI cost", valueAxis: "code lines written or deleted",
      series: .palette(["lines"]), rows: renderer.bars { [Double($0.total)] }
    ).html(folded: true)
  }

  /// The five UI actions' medians added up for the largest squad benched, per pattern's first
  /// UI; every squad size is on the speed page.
  func largestSquad() -> String {
    guard let run = content.report.bench, let players = run.results.map(\.players).max() else {
      return speed()
    }
    let subjects = SpeedSubjects(run: run, names: content.report.patternNames)
    let rows = subjects.patterns.map {
      BarChart.Row(subjects.label($0), [total(run, $0, players)])
    }
    return BarChart(
      title: "Speed at \(players) players: the five UI actions together", valueAxis: "median ms",
      series: .palette(["\(players) players"]), rows: rows
    ).html(folded: true)
  }
}

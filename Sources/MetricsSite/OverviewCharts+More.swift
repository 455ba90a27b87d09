import MetricsKit

extension OverviewCharts {
  /// Every chart of the question whose details page is `details` (`size.md`), at full size
  /// with its numbers, for that page.
  func all(_ details: String) -> String {
    switch details {
    case "size.md": return codeByLayer()
    case "tests.md": return testsByLayer() + coverage()
    case "mutation.md": return mutation() + mutationByLayer()
    case "changes.md": return changes()
    case "speed.md": return speed()
    case "timings.md": return timings()
    default: return ""
    }
  }

  /// Mutation score per pattern and layer, one bar each, in the layer's colour's order.
  func mutationByLayer() -> String {
    guard let status = content.report.mutation else { return "" }
    let rows = status.patterns.flatMap { item in
      let layers = status.results.patterns[item.module]?.layers ?? [:]
      return content.figures.layers.compactMap { layer in
        layers[layer].map { BarChart.Row("\(item.name) · \(layer)", [$0.score]) }
      }
    }
    return BarChart(
      title: "Mutation score by layer", valueAxis: "% of viable mutants detected",
      categoryAxis: "pattern · layer",
      series: .palette(["score"]), rows: rows, maximum: 100, unit: " %", decimals: 1
    ).html()
  }

  /// The five UI actions' medians added up, per pattern and squad size, on an axis from zero:
  /// the printed values show the small ones a tenfold larger squad dwarfs.
  func speed() -> String {
    guard let run = content.report.bench, !run.results.isEmpty else {
      return HTML.missing(
        "speed figures", command: "scripts/metrics --bench", heading: "Speed at scale")
    }
    let sizes = Set(run.results.map(\.players)).sorted()
    let rows = run.results.map(\.pattern).uniqued().map { target in
      BarChart.Row(
        content.report.patternNames[target] ?? target,
        sizes.map { total(run, target, $0) })
    }
    return BarChart(
      title: "Speed at scale: the five UI actions together", valueAxis: "median ms",
      series: .palette(sizes.map { "\($0) players" }), rows: rows
    ).html()
  }

  /// The medians of `target`'s actions at `players` added up; nil when none was measured.
  func total(_ run: BenchRun, _ target: String, _ players: Int) -> Double? {
    let medians = run.results.filter { $0.pattern == target && $0.players == players }
    return medians.isEmpty ? nil : medians.reduce(0) { $0 + $1.medianMs }
  }
}

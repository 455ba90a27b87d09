extension UIRewriteRenderer {
  /// "What the second UI cost" as a horizontal stacked bar per pattern, one colour per column,
  /// each column's lines printed under its segment, as an SVG document.
  package func chart() -> String {
    let columns = RewriteCost.Column.allCases
    return BarChart(
      title: "What the second UI cost", valueAxis: "code lines (added and removed)",
      categoryAxis: "pattern",
      series: columns.enumerated().map { .init(titles.header($1), color: Palette.color(at: $0)) },
      rows: bars { cost in columns.map { Double(cost[$0].total) } }, stacked: true,
      width: BarChart.reportWidth
    ).svg(ground: true)
  }

  /// A bar per pattern: `values` of its port, or a note saying why it has none; the report's
  /// chart and the site's.
  package func bars(_ values: (RewriteCost) -> [Double?]) -> [BarChart.Row] {
    (rows?.rows ?? []).map { row in
      switch row {
      case .ported(let cost): BarChart.Row(cost.pattern, values(cost))
      case .bornInSecondUI(let name): BarChart.Row(name, [nil], note: "born \(titles.secondUI)")
      case .noSecondUI(let name, _): BarChart.Row(name, [nil], note: "no second UI")
      }
    }
  }
}

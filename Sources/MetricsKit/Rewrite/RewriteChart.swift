extension UIRewriteRenderer {
  /// "What the second UI cost" as a horizontal stacked bar per pattern, one colour per column,
  /// each column's lines printed under its segment, as an SVG document.
  package func chart() -> String {
    let columns = RewriteCost.Column.allCases
    let bars = (rows?.rows ?? []).map { row in
      switch row {
      case .ported(let cost):
        BarChart.Row(cost.pattern, columns.map { Double(cost[$0].total) })
      case .bornInSecondUI(let name):
        BarChart.Row(name, [], note: "born \(titles.secondUI)")
      case .noSecondUI(let name, _):
        BarChart.Row(name, [], note: "no second UI")
      }
    }
    return BarChart(
      title: "What the second UI cost", valueAxis: "code lines (added and removed)",
      categoryAxis: "pattern",
      series: columns.enumerated().map { .init(titles.header($1), color: Palette.color(at: $0)) },
      rows: bars, stacked: true, width: BarChart.reportWidth
    ).svg(ground: true)
  }
}

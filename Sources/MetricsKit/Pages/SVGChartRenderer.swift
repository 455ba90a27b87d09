/// Draws the report's charts as plain SVG, which GitHub renders inline, at the README's width.
package enum SVGChartRenderer {
  /// Code lines by layer, one stacked bar per pattern: the seven largest layers and "other".
  package static func linesByLayer(_ figures: Report.Figures) -> String {
    layerChart(figures, width: BarChart.reportWidth).svg(ground: true)
  }

  /// Line coverage per pattern, by its own tests and by all tests, on an axis from 0 to 100 %.
  package static func coverage(_ figures: Report.Figures) -> String {
    coverageChart(figures, width: BarChart.reportWidth).svg(ground: true)
  }

  /// A stacked bar per pattern, a segment per layer group (`LayerPalette`) of what `parts`
  /// gives the pattern by layer (by default its code lines), `width` wide.
  package static func layerChart(
    _ figures: Report.Figures, width: Int, title: String = "Lines of code by layer",
    valueAxis: String = "code lines",
    parts: (PatternMetrics) -> [(layer: String, value: Int)] = {
      $0.layers.map { ($0.name, $0.lines.code) }
    }
  ) -> BarChart {
    let palette = LayerPalette(figures: figures)
    let groups = palette.groups.filter { group in
      figures.patterns.contains { parts($0).contains { palette.group(of: $0.layer) == group } }
    }
    let rows = figures.patterns.map { pattern in
      BarChart.Row(
        pattern.name,
        groups.map { group in
          let values = parts(pattern).filter { palette.group(of: $0.layer) == group }
          return values.isEmpty ? nil : Double(values.reduce(0) { $0 + $1.value })
        })
    }
    return BarChart(
      title: title, valueAxis: valueAxis,
      series: groups.map { BarChart.Series($0, color: palette.color(of: $0)) },
      rows: rows, stacked: true, width: width)
  }

  /// The chart of line coverage by own and by all tests (`ownOnly`: by own tests alone, the
  /// summary's column), `width` wide, its values the table's (`Coverage.percent`).
  package static func coverageChart(
    _ figures: Report.Figures, width: Int, ownOnly: Bool = false
  ) -> BarChart {
    let series = ownOnly ? ["own tests"] : ["own tests", "all tests"]
    let rows = figures.patterns.map { pattern in
      BarChart.Row(
        pattern.name,
        [pattern.ownCoverage, pattern.allCoverage].prefix(series.count).map { Double($0.percent) })
    }
    return BarChart(
      title: ownOnly ? "Line coverage by own tests" : "Line coverage",
      valueAxis: "% of executable lines",
      series: .palette(series), rows: rows, maximum: 100, unit: " %", decimals: 1, width: width)
  }
}

import Foundation

/// A horizontal bar chart as SVG, drawn for a projector: 18 px text at the width it is shown,
/// the legend above the bars, every value printed beside its bar, the value axis from zero and
/// at most eight colours, the `Palette`'s.
package struct BarChart: Sendable {
  /// One coloured kind of bar, named in the legend.
  package struct Series: Sendable {
    /// The legend's text.
    package let name: String
    /// The bars' fill, one of the `Palette`'s colours.
    package let color: String

    /// Creates a series.
    package init(_ name: String, color: String) {
      (self.name, self.color) = (name, color)
    }
  }

  /// One category (a pattern, a change) with a value per series; nil where there is none.
  package struct Row: Sendable {
    /// The row's label on the category axis.
    package let label: String
    /// One value per series, in series order.
    package let values: [Double?]
    /// What the chart says in place of the bars of a row without values.
    package let note: String?

    /// Creates a row.
    package init(_ label: String, _ values: [Double?], note: String? = nil) {
      (self.label, self.values, self.note) = (label, values, note)
    }
  }

  /// The width of the report's charts: GitHub shows a README's images at most about 830 px
  /// wide, so an 800-unit drawing is shown at its own size and its text at 18 px.
  package static let reportWidth = 800
  /// The width of the site's charts: the page's content at 1280 px is about 1230 px wide.
  package static let siteWidth = 1200
  /// The size of every text in a chart, above the 16 px a room's back row can read.
  package static let fontSize = 18
  /// The width of a character at the font size, roughly, to leave room for labels.
  static let characterWidth = 10
  /// The height of a line of text: the title's, a legend row's.
  static let line = fontSize + 8
  /// The height of a line of a stacked bar's values under it.
  static let laneHeight = 22

  /// The chart's heading.
  package let title: String
  /// What the bars measure, with the unit: the value axis' label.
  package let valueAxis: String
  /// What the rows are (by default `pattern`): the table's first header.
  package let categoryAxis: String
  /// The kinds of bar, in legend order.
  package let series: [Series]
  /// The categories, top to bottom.
  package let rows: [Row]
  /// Segments of a row laid end to end (parts of a whole) rather than one bar each.
  package var stacked = false
  /// The end of the value axis when it is fixed (100 for percentages).
  package var maximum: Double?
  /// Printed after each value (" %").
  package var unit = ""
  /// Decimals every value is printed with, as its table prints it (coverage's `45.0`); nil
  /// prints whole numbers bare and others with one (`number`).
  package var decimals: Int?
  /// The drawing's width, shown at that size: `reportWidth` or `siteWidth`.
  package var width = siteWidth
  /// Rows closer together, for a chart that shares one screen with its heading (the site's
  /// overview); the text keeps its size.
  package var compact = false

  /// Creates a chart.
  package init(
    title: String, valueAxis: String, categoryAxis: String = "pattern", series: [Series],
    rows: [Row],
    stacked: Bool = false, maximum: Double? = nil, unit: String = "", decimals: Int? = nil,
    width: Int = siteWidth
  ) {
    (
      self.title, self.valueAxis, self.categoryAxis, self.series, self.rows, self.stacked,
      self.maximum, self.unit, self.decimals, self.width
    ) = (title, valueAxis, categoryAxis, series, rows, stacked, maximum, unit, decimals, width)
  }

  /// A stacked row's total: the sum of its values.
  package static func total(_ row: Row) -> Double { row.values.compactMap { $0 }.reduce(0, +) }

  /// Whole numbers without decimals, others with one, so tables and labels read the same.
  package static func number(_ value: Double?) -> String {
    guard let value else { return "–" }
    if value == value.rounded() { return String(Int(value)) }
    // Below one, two significant digits, so sub-millisecond timings do not all read as 0.1.
    return String(format: abs(value) < 1 ? "%.2g" : "%.1f", value)
  }

  /// `value` as this chart prints it, without its unit; `–` for none.
  package func text(_ value: Double?) -> String {
    guard let value, let decimals else { return Self.number(value) }
    return String(format: "%.\(decimals)f", value)
  }

  /// The chart as an SVG document, on a white ground when `ground` (for GitHub's dark mode).
  package func svg(ground: Bool = false) -> String {
    var parts = [SVG.text(title, x: 0, y: Self.fontSize + 2, " font-weight=\"bold\"")]
    // The legend above the bars, so it is on screen with the chart's top.
    var (x, y) = (0, Self.line + 8)
    for item in series where series.count > 1 {
      let itemWidth = 28 + item.name.count * Self.characterWidth + 24
      if x > 0 && x + itemWidth > width { (x, y) = (0, y + Self.line) }
      parts.append(SVG.rect(x: x, y: y, width: 20, height: 20, fill: item.color))
      parts.append(SVG.text(item.name, x: x + 28, y: y + 16, " class=\"legend\""))
      x += itemWidth
    }
    var top = series.count > 1 ? y + Self.line + 12 : y + 4
    let plotTop = top
    for row in rows {
      let drawn = stacked ? stackedBar(row, top: top) : bars(row, top: top)
      parts += drawn.parts
      top += drawn.height
    }
    parts += axis(top: plotTop, bottom: top)
    let height = top + 2 * Self.fontSize + 22
    return SVG.document(
      "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTML.escape(title))\" font-family=\"sans-serif\" font-size=\"\(Self.fontSize)\"",
      body: parts, ground: ground) + "\n"
  }
}

extension [BarChart.Series] {
  /// One series per name, in the `Palette`'s colours in turn.
  package static func palette(_ names: [String]) -> Self {
    names.enumerated().map { BarChart.Series($1, color: Palette.color(at: $0)) }
  }
}

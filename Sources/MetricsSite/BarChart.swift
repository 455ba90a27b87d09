import Foundation
import MetricsKit

/// A horizontal bar chart as inline SVG, followed by the same numbers as a table, so the figure
/// has a text alternative and reads on a projector and in a screen reader alike.
package struct BarChart: Sendable {
  /// One coloured kind of bar, named in the legend.
  package struct Series: Sendable {
    /// The legend's text.
    package let name: String
    /// The bars' fill, a CSS colour.
    package let color: String

    /// Creates a series.
    package init(_ name: String, color: String) {
      self.name = name
      self.color = color
    }
  }

  /// One category (a pattern, a change) with a value per series; nil where there is none.
  package struct Row: Sendable {
    /// The row's label on the category axis.
    package let label: String
    /// One value per series, in series order.
    package let values: [Double?]

    /// Creates a row.
    package init(_ label: String, _ values: [Double?]) {
      self.label = label
      self.values = values
    }
  }

  /// The chart's heading, also its text alternative's caption.
  package let title: String
  /// What the bars measure, with the unit: the value axis' label.
  package let valueAxis: String
  /// What the rows are: the category axis' label.
  package let categoryAxis: String
  /// The kinds of bar, in legend order.
  package let series: [Series]
  /// The categories, top to bottom.
  package let rows: [Row]
  /// Segments of a row laid end to end (parts of a whole) rather than one bar each.
  package var stacked = false
  /// The end of the value axis when it is fixed (100 for percentages).
  package var maximum: Double?
  /// A logarithmic value axis, for figures spanning orders of magnitude (not for stacked bars).
  package var logarithmic = false
  /// The value axis starts near the smallest value rather than at zero, and says so, for
  /// figures that all sit in a narrow band (coverage and scores from 87 to 99 %).
  package var zoomed = false

  /// The drawing's width in its own units: about the page's width at 1280 px, so that with
  /// the SVG scaled to the page its text is about the body's size.
  private static let width = 1200
  private static let fontSize = 18
  /// The width of one character at the chart's font size, roughly.
  private static let characterWidth = 10

  /// Creates a chart.
  package init(
    title: String, valueAxis: String, categoryAxis: String, series: [Series], rows: [Row],
    stacked: Bool = false, maximum: Double? = nil, logarithmic: Bool = false, zoomed: Bool = false
  ) {
    self.title = title
    self.valueAxis = valueAxis
    self.categoryAxis = categoryAxis
    self.series = series
    self.rows = rows
    self.stacked = stacked
    self.maximum = maximum
    self.logarithmic = logarithmic && !stacked
    self.zoomed = zoomed && !stacked && !self.logarithmic
  }

  /// The chart and its table inside one `<figure>`.
  package func html() -> String {
    let headers = [categoryAxis] + series.map(\.name) + (stacked ? ["total"] : [])
    let cells = rows.map { row in
      [row.label] + row.values.map(Self.number)
        + (stacked ? [Self.number(row.values.compactMap { $0 }.reduce(0, +))] : [])
    }
    let id = SiteContent.slug(title.lowercased())
    return "<figure class=\"chart\" id=\"\(id)\">\n" + svg() + "\n" + HTML.table(headers, cells)
      + "</figure>\n"
  }

  /// The number of bars drawn: one per row stacked, one per value otherwise.
  package var barCount: Int {
    stacked ? rows.count : rows.reduce(0) { $0 + $1.values.compactMap { $0 }.count }
  }

  /// The value axis: linear from zero, or logarithmic when asked.
  private var scale: ChartScale {
    let values = rows.map { row in
      stacked
        ? row.values.compactMap { $0 }.reduce(0, +) : row.values.compactMap { $0 }.max() ?? 0
    }
    guard logarithmic else {
      let smallest = rows.flatMap { $0.values.compactMap { $0 } }.min()
      return ChartScale.linear(
        largest: values.max() ?? 0, maximum: maximum, smallest: zoomed ? smallest : nil)
    }
    let all = rows.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
    return ChartScale.logarithmic(smallest: all.min() ?? 1, largest: all.max() ?? 1)
  }

  /// Wide enough for the longest row label at the chart's font size.
  private var labelWidth: Int {
    max(120, (rows.map(\.label.count).max() ?? 0) * Self.characterWidth + 16)
  }

  /// What is left for the bars, with room after the longest for its value.
  private var plotWidth: Int { Self.width - labelWidth - 90 }

  private var barHeight: Int { stacked ? 28 : 22 }

  private var rowHeight: Int { stacked ? 36 : series.count * (barHeight + 2) + 12 }

  /// The value axis' label, saying where it starts when that is not zero.
  private var axisLabel: String {
    guard let start = scale.ticks.first, start > 0, !logarithmic else { return valueAxis }
    return valueAxis + " (the axis starts at \(Self.number(start)), not 0)"
  }

  private func svg() -> String {
    let line = Self.fontSize + 8
    let plotTop = 2 * line + 8
    let plotBottom = plotTop + rows.count * rowHeight
    let legendTop = plotBottom + 2 * line + 12
    // The legend's items run left to right and wrap when the next would not fit.
    var legend: [(x: Int, y: Int, series: Series)] = []
    var (x, y) = (0, legendTop)
    for item in series {
      let itemWidth = 28 + item.name.count * Self.characterWidth + 24
      if x > 0 && x + itemWidth > Self.width {
        (x, y) = (0, y + line)
      }
      legend.append((x, y, item))
      x += itemWidth
    }
    let height = y + line + 4
    var parts = [
      text(title, x: 0, y: Self.fontSize, extra: " font-weight=\"bold\""),
      text(categoryAxis, x: 0, y: Self.fontSize + line, extra: " font-style=\"italic\""),
    ]
    for (index, row) in rows.enumerated() {
      parts += bars(row, y: plotTop + index * rowHeight)
    }
    parts += axis(top: plotTop, bottom: plotBottom)
    for item in legend {
      parts.append(SVG.rect(x: item.x, y: item.y, width: 20, height: 20, fill: item.series.color))
      parts.append(text(item.series.name, x: item.x + 28, y: item.y + 16))
    }
    // No width or height: the drawing scales to its box, and its text with it.
    return SVG.document(
      "role=\"img\" aria-label=\"\(HTML.escape(title))\" viewBox=\"0 0 \(Self.width) \(height)\" preserveAspectRatio=\"xMinYMin meet\" font-family=\"sans-serif\" font-size=\"\(Self.fontSize)\"",
      body: parts, ground: false)
  }

  private func bars(_ row: Row, y: Int) -> [String] {
    var parts = [text(row.label, x: 0, y: y + Self.fontSize)]
    let scale = scale
    var x = Double(labelWidth)
    var sum = 0.0
    for (index, value) in row.values.enumerated() {
      guard let value, index < series.count else { continue }
      // Stacked segments end where the running sum falls, so the whole bar is the total.
      sum += value
      let end = Double(labelWidth) + scale.position(stacked ? sum : value) * Double(plotWidth)
      let width = end - (stacked ? x : Double(labelWidth))
      let barY = stacked ? y + 2 : y + 2 + index * (barHeight + 2)
      let barX = stacked ? x : Double(labelWidth)
      parts.append(
        "<rect class=\"bar\" x=\"\(Self.fixed(barX))\" y=\"\(barY)\" width=\"\(Self.fixed(width))\" height=\"\(barHeight)\" fill=\"\(series[index].color)\"><title>\(HTML.escape(row.label)) · \(HTML.escape(series[index].name)): \(Self.number(value))</title></rect>"
      )
      if stacked {
        x += width
      } else {
        parts.append(
          text(Self.number(value), x: Int(barX + width) + 6, y: barY + Self.fontSize - 2))
      }
    }
    if stacked {
      let total = row.values.compactMap { $0 }.reduce(0, +)
      parts.append(text(Self.number(total), x: Int(x) + 6, y: y + Self.fontSize + 4))
    }
    return parts
  }

  private func axis(top plotTop: Int, bottom: Int) -> [String] {
    let left = labelWidth
    var parts = [
      "<line x1=\"\(left)\" y1=\"\(plotTop - 2)\" x2=\"\(left)\" y2=\"\(bottom)\" stroke=\"#333\"/>",
      "<line x1=\"\(left)\" y1=\"\(bottom)\" x2=\"\(left + plotWidth)\" y2=\"\(bottom)\" stroke=\"#333\"/>",
    ]
    let scale = scale
    for value in scale.ticks {
      let x = left + Int(Double(plotWidth) * scale.position(value))
      parts.append(
        "<line x1=\"\(x)\" y1=\"\(bottom)\" x2=\"\(x)\" y2=\"\(bottom + 6)\" stroke=\"#333\"/>")
      parts.append(
        text(
          Self.number(value), x: x, y: bottom + Self.fontSize + 6, extra: " text-anchor=\"middle\"")
      )
    }
    parts.append(
      text(
        axisLabel, x: left + plotWidth / 2, y: bottom + 2 * Self.fontSize + 16,
        extra: " text-anchor=\"middle\" font-style=\"italic\""))
    return parts
  }

  private func text(_ value: String, x: Int, y: Int, extra: String = "") -> String {
    SVG.text(value, x: x, y: y, extra)
  }

  /// Whole numbers without decimals, others with one, so tables and labels read the same.
  static func number(_ value: Double?) -> String {
    guard let value else { return "–" }
    // Below one, two significant digits, so sub-millisecond timings do not all read as 0.1.
    if value == value.rounded() { return String(Int(value)) }
    return String(format: abs(value) < 1 ? "%.2g" : "%.1f", value)
  }

  private static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
}

import Foundation

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

  private static let plotWidth = 460

  /// Creates a chart.
  package init(
    title: String, valueAxis: String, categoryAxis: String, series: [Series], rows: [Row],
    stacked: Bool = false, maximum: Double? = nil, logarithmic: Bool = false
  ) {
    self.title = title
    self.valueAxis = valueAxis
    self.categoryAxis = categoryAxis
    self.series = series
    self.rows = rows
    self.stacked = stacked
    self.maximum = maximum
    self.logarithmic = logarithmic && !stacked
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
      + "<figcaption>\(HTML.escape(title))</figcaption></figure>\n"
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
      return ChartScale.linear(largest: values.max() ?? 0, maximum: maximum)
    }
    let all = rows.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
    return ChartScale.logarithmic(smallest: all.min() ?? 1, largest: all.max() ?? 1)
  }

  /// Wide enough for the longest row label at the chart's font size.
  private var labelWidth: Int { max(110, (rows.map(\.label.count).max() ?? 0) * 7 + 12) }

  private var rowHeight: Int { stacked ? 26 : series.count * 16 + 10 }

  private func svg() -> String {
    let plotTop = 44
    let plotBottom = plotTop + rows.count * rowHeight
    let legendTop = plotBottom + 46
    let height = legendTop + ((series.count + 3) / 4) * 20 + 6
    let width = labelWidth + Self.plotWidth + 70
    var parts = [
      text(title, x: 0, y: 16, extra: " font-weight=\"bold\" font-size=\"15\""),
      text(categoryAxis, x: 0, y: 36, extra: " font-style=\"italic\""),
    ]
    for (index, row) in rows.enumerated() {
      parts += bars(row, y: plotTop + index * rowHeight)
    }
    parts += axis(top: plotTop, bottom: plotBottom)
    for (index, item) in series.enumerated() {
      let x = (index % 4) * 160
      let y = legendTop + (index / 4) * 20
      parts.append(rect(x: x, y: y, width: 12, height: 12, color: item.color))
      parts.append(text(item.name, x: x + 16, y: y + 11))
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
      + "aria-label=\"\(HTML.escape(title))\" viewBox=\"0 0 \(width) \(height)\" "
      + "width=\"\(width)\" height=\"\(height)\" font-family=\"sans-serif\" font-size=\"12\">\n"
      + parts.joined(separator: "\n") + "\n</svg>"
  }

  private func bars(_ row: Row, y: Int) -> [String] {
    var parts = [text(row.label, x: 0, y: y + 15)]
    let scale = scale
    var x = Double(labelWidth)
    var sum = 0.0
    for (index, value) in row.values.enumerated() {
      guard let value, index < series.count else { continue }
      // Stacked segments end where the running sum falls, so the whole bar is the total.
      sum += value
      let end = Double(labelWidth) + scale.position(stacked ? sum : value) * Double(Self.plotWidth)
      let width = end - (stacked ? x : Double(labelWidth))
      let barY = stacked ? y + 2 : y + 2 + index * 16
      let barX = stacked ? x : Double(labelWidth)
      parts.append(
        "<rect class=\"bar\" x=\"\(Self.fixed(barX))\" y=\"\(barY)\" "
          + "width=\"\(Self.fixed(width))\" height=\"\(stacked ? 20 : 14)\" "
          + "fill=\"\(series[index].color)\"><title>\(HTML.escape(row.label)) · "
          + "\(HTML.escape(series[index].name)): \(Self.number(value))</title></rect>")
      if stacked {
        x += width
      } else {
        parts.append(text(Self.number(value), x: Int(barX + width) + 4, y: barY + 11))
      }
    }
    if stacked {
      let total = row.values.compactMap { $0 }.reduce(0, +)
      parts.append(text(Self.number(total), x: Int(x) + 4, y: y + 16))
    }
    return parts
  }

  private func axis(top plotTop: Int, bottom: Int) -> [String] {
    let left = labelWidth
    var parts = [
      "<line x1=\"\(left)\" y1=\"\(plotTop - 2)\" x2=\"\(left)\" y2=\"\(bottom)\" stroke=\"#333\"/>",
      "<line x1=\"\(left)\" y1=\"\(bottom)\" x2=\"\(left + Self.plotWidth)\" y2=\"\(bottom)\" "
        + "stroke=\"#333\"/>",
    ]
    let scale = scale
    for value in scale.ticks {
      let x = left + Int(Double(Self.plotWidth) * scale.position(value))
      parts.append(
        "<line x1=\"\(x)\" y1=\"\(bottom)\" x2=\"\(x)\" y2=\"\(bottom + 4)\" stroke=\"#333\"/>")
      parts.append(
        text(Self.number(value), x: x, y: bottom + 16, extra: " text-anchor=\"middle\""))
    }
    parts.append(
      text(
        valueAxis, x: left + Self.plotWidth / 2, y: bottom + 32,
        extra: " text-anchor=\"middle\" font-style=\"italic\""))
    return parts
  }

  private func text(_ value: String, x: Int, y: Int, extra: String = "") -> String {
    "<text x=\"\(x)\" y=\"\(y)\"\(extra)>\(HTML.escape(value))</text>"
  }

  private func rect(x: Int, y: Int, width: Int, height: Int, color: String) -> String {
    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(color)\"/>"
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

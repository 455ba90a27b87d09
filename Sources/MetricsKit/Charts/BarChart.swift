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
    /// What the chart says in place of the bars of a row without values.
    package let note: String?

    /// Creates a row.
    package init(_ label: String, _ values: [Double?], note: String? = nil) {
      self.label = label
      self.values = values
      self.note = note
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
  private static let characterWidth = 10
  private static let line = fontSize + 8
  private static let laneHeight = 22

  /// The chart's heading.
  package let title: String
  /// What the bars measure, with the unit: the value axis' label.
  package let valueAxis: String
  /// What the rows are: the table's first header.
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

  /// Creates a chart.
  package init(
    title: String, valueAxis: String, categoryAxis: String, series: [Series], rows: [Row],
    stacked: Bool = false, maximum: Double? = nil, unit: String = "", decimals: Int? = nil,
    width: Int = siteWidth
  ) {
    self.title = title
    self.valueAxis = valueAxis
    self.categoryAxis = categoryAxis
    self.series = series
    self.rows = rows
    self.stacked = stacked
    self.maximum = maximum
    self.unit = unit
    self.decimals = decimals
    self.width = width
  }

  /// The number of bars drawn, stacked segments included: one per value above zero.
  package var barCount: Int {
    rows.reduce(0) { $0 + $1.values.filter { ($0 ?? 0) > 0 }.count }
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

  private var scale: ChartScale {
    let largest = rows.map { row in
      stacked ? Self.total(row) : row.values.compactMap { $0 }.max() ?? 0
    }
    return ChartScale(largest: largest.max() ?? 0, maximum: maximum)
  }

  /// Wide enough for the longest row label.
  private var labelWidth: Int {
    max(80, (rows.map(\.label.count).max() ?? 0) * Self.characterWidth + 16)
  }

  /// What is left for the bars, with room after the longest for its value.
  private var plotWidth: Int {
    let values = rows.flatMap { row in
      (stacked ? [Self.total(row)] : row.values.compactMap { $0 }).map(label)
    }
    return width - labelWidth - (values.map(\.count).max() ?? 4) * Self.characterWidth - 16
  }

  private func label(_ value: Double) -> String { text(value) + unit }

  private func end(_ value: Double) -> Int {
    labelWidth + Int((scale.position(value) * Double(plotWidth)).rounded())
  }

  private func rowLabel(_ row: Row, top: Int) -> [String] {
    [SVG.text(row.label, x: 0, y: top + Self.fontSize + 2, " class=\"label\"")]
      + (row.values.contains { $0 != nil } ? [] : [note(row, top: top)])
  }

  private func note(_ row: Row, top: Int) -> String {
    SVG.text(
      row.note ?? "–", x: labelWidth + 8, y: top + Self.fontSize + 2,
      " fill=\"\(Palette.neutral)\"")
  }

  /// One bar per value, each with its value after it.
  private func bars(_ row: Row, top: Int) -> (parts: [String], height: Int) {
    var parts = rowLabel(row, top: top)
    var y = top
    for (index, value) in row.values.enumerated() {
      guard let value, index < series.count else { continue }
      let end = end(value)
      if value > 0 {
        parts.append(
          SVG.rect(
            x: labelWidth, y: y, width: end - labelWidth, height: 22, fill: series[index].color,
            kind: "bar", title: "\(row.label) · \(series[index].name): \(label(value))"))
      }
      parts.append(SVG.text(label(value), x: end + 6, y: y + 18, " class=\"value\""))
      y += 25
    }
    return (parts, max(y, top + 25) - top + 12)
  }

  /// One bar of segments with its total after it and, in a lane below, each segment's value
  /// after a swatch of its colour, as near its segment as the ones before it leave room for.
  private func stackedBar(_ row: Row, top: Int) -> (parts: [String], height: Int) {
    var parts = rowLabel(row, top: top)
    guard row.values.contains(where: { $0 != nil }) else { return (parts, 38) }
    var (x, sum) = (labelWidth, 0.0)
    var (cursor, laneTop) = (labelWidth, top + 29)
    for (index, value) in row.values.enumerated() {
      guard let value, value > 0, index < series.count else { continue }
      sum += value
      let segment = max(1, end(sum) - x)
      parts.append(
        SVG.rect(
          x: x, y: top, width: segment, height: 26, fill: series[index].color,
          kind: "bar", title: "\(row.label) · \(series[index].name): \(label(value))"))
      if series.count > 1 {
        let text = label(value)
        let itemWidth = 18 + text.count * Self.characterWidth
        var place = max(x, cursor)
        if place + itemWidth > width { (place, laneTop) = (labelWidth, laneTop + Self.laneHeight) }
        parts.append(
          SVG.rect(x: place, y: laneTop + 3, width: 14, height: 14, fill: series[index].color))
        parts.append(SVG.text(text, x: place + 18, y: laneTop + 16, " class=\"value\""))
        cursor = place + itemWidth + 14
      }
      x += segment
    }
    parts.append(
      SVG.text(
        label(Self.total(row)), x: x + 6, y: top + 20, " class=\"total\" font-weight=\"bold\""))
    let lanes = series.count > 1 ? laneTop + Self.laneHeight - top : 26
    return (parts, lanes + 12)
  }

  private func axis(top: Int, bottom: Int) -> [String] {
    let left = labelWidth
    var parts = [
      SVG.line(x1: left, y1: top - 4, x2: left, y2: bottom),
      SVG.line(x1: left, y1: bottom, x2: left + plotWidth, y2: bottom),
    ]
    for value in scale.ticks {
      let x = end(value)
      parts.append(SVG.line(x1: x, y1: bottom, x2: x, y2: bottom + 6))
      parts.append(
        SVG.text(
          Self.number(value), x: x, y: bottom + Self.fontSize + 6, " text-anchor=\"middle\""))
    }
    parts.append(
      SVG.text(
        valueAxis, x: left + plotWidth / 2, y: bottom + 2 * Self.fontSize + 14,
        " text-anchor=\"middle\" font-style=\"italic\""))
    return parts
  }
}

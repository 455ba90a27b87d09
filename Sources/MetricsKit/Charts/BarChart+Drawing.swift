/// The layout of a chart's rows and axis: where bars, values and ticks go.
extension BarChart {
  /// The values where bars end, each printed after its bar: a stacked row's total, or each value.
  var barEnds: [Double] {
    rows.flatMap { stacked ? [Self.total($0)] : $0.values.compactMap { $0 } }
  }

  /// The value axis, from zero to the longest bar or `maximum`.
  var scale: ChartScale { ChartScale(largest: barEnds.max() ?? 0, maximum: maximum) }

  /// Wide enough for the longest row label.
  var labelWidth: Int {
    max(80, (rows.map(\.label.count).max() ?? 0) * Self.characterWidth + 16)
  }

  /// What is left for the bars, with room after the longest for its value.
  var plotWidth: Int {
    width - labelWidth - (barEnds.map { label($0).count }.max() ?? 4) * Self.characterWidth - 16
  }

  func label(_ value: Double) -> String { text(value) + unit }

  /// The space below a row; a compact chart keeps only enough to tell the rows apart.
  var rowGap: Int { compact ? 4 : 12 }

  /// The height of a stacked bar, whose values are printed in the lane below it.
  var stackHeight: Int { compact ? 22 : 26 }

  func end(_ value: Double) -> Int {
    labelWidth + Int((scale.position(value) * Double(plotWidth)).rounded())
  }

  func rowLabel(_ row: Row, top: Int) -> [String] {
    [SVG.text(row.label, x: 0, y: top + Self.fontSize + 2, " class=\"label\"")]
      + (row.values.contains { $0 != nil } ? [] : [note(row, top: top)])
  }

  func note(_ row: Row, top: Int) -> String {
    SVG.text(
      row.note ?? "–", x: labelWidth + 8, y: top + Self.fontSize + 2,
      " fill=\"\(Palette.neutral)\"")
  }

  /// One bar per value, each with its value after it.
  func bars(_ row: Row, top: Int) -> (parts: [String], height: Int) {
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
    return (parts, max(y, top + 25) - top + rowGap)
  }

  /// One bar of segments with its total after it and, in a lane below, each segment's value
  /// after a swatch of its colour, as near its segment as the ones before it leave room for.
  func stackedBar(_ row: Row, top: Int) -> (parts: [String], height: Int) {
    var parts = rowLabel(row, top: top)
    guard row.values.contains(where: { $0 != nil }) else { return (parts, 26 + rowGap) }
    var (x, sum) = (labelWidth, 0.0)
    var (cursor, laneTop) = (labelWidth, top + stackHeight + 3)
    for (index, value) in row.values.enumerated() {
      guard let value, value > 0, index < series.count else { continue }
      sum += value
      let segment = max(1, end(sum) - x)
      parts.append(
        SVG.rect(
          x: x, y: top, width: segment, height: stackHeight, fill: series[index].color,
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
        label(Self.total(row)), x: x + 6, y: top + stackHeight - 6,
        " class=\"total\" font-weight=\"bold\""))
    let lanes = series.count > 1 ? laneTop + Self.laneHeight - top : stackHeight
    return (parts, lanes + rowGap)
  }

  func axis(top: Int, bottom: Int) -> [String] {
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

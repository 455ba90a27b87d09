/// Draws the report's charts as plain SVG, which GitHub renders inline.
package enum SVGChartRenderer {
  private static let labelWidth = 70
  private static let barWidth = 520
  private static let rowHeight = 28

  /// Code lines by layer, one horizontal stacked bar per pattern, with a legend.
  package static func linesByLayer(_ figures: Report.Figures) -> String {
    let maxTotal = max(1, figures.patterns.map(\.lines.code).max() ?? 1)
    let legendTop = 20 + figures.patterns.count * rowHeight + 10
    let height = legendTop + ((figures.layers.count + 3) / 4) * 20 + 10
    let palette = LayerPalette(layers: figures.layers)
    var body = [title("Lines of code by layer")]
    for (row, pattern) in figures.patterns.enumerated() {
      let y = 20 + row * rowHeight
      body.append(text(pattern.name, x: 0, y: y + 15))
      var x = labelWidth
      for (index, layer) in figures.layers.enumerated() {
        guard let group = pattern.layers.first(where: { $0.name == layer }) else { continue }
        let width = group.lines.code * barWidth / maxTotal
        body.append(
          SVG.rect(
            x: x, y: y, width: width, height: 20, fill: palette.color(at: index),
            title: "\(pattern.name) \(layer): \(group.lines.code)"))
        x += width
      }
      body.append(text("\(pattern.lines.code)", x: x + 5, y: y + 15))
    }
    for (index, layer) in figures.layers.enumerated() {
      let x = (index % 4) * 160
      let y = legendTop + (index / 4) * 20
      body.append(SVG.rect(x: x, y: y, width: 12, height: 12, fill: palette.color(at: index)))
      body.append(text(layer, x: x + 16, y: y + 11))
    }
    return document(width: labelWidth + barWidth + 60, height: height, body: body)
  }

  /// Line coverage per pattern: by its own tests and by all tests, as bars out of 100 %.
  package static func coverage(_ figures: Report.Figures) -> String {
    var body = [title("Line coverage (own tests, all tests)")]
    for (row, pattern) in figures.patterns.enumerated() {
      let y = 20 + row * (2 * rowHeight)
      body.append(text(pattern.name, x: 0, y: y + 15))
      for (offset, item) in [("own", pattern.ownCoverage), ("all", pattern.allCoverage)]
        .enumerated()
      {
        let barY = y + offset * 22
        let width =
          item.1.executable > 0 ? item.1.covered * barWidth / item.1.executable : 0
        body.append(
          SVG.rect(x: labelWidth, y: barY, width: barWidth, height: 18, fill: "#eeeeee"))
        body.append(
          SVG.rect(
            x: labelWidth, y: barY, width: width, height: 18, fill: LayerPalette.hues[offset]))
        body.append(
          text("\(item.0) \(item.1.percent) %", x: labelWidth + barWidth + 5, y: barY + 14))
      }
    }
    let height = 30 + figures.patterns.count * 2 * rowHeight
    return document(width: labelWidth + barWidth + 110, height: height, body: body)
  }

  private static func title(_ value: String) -> String {
    SVG.text(value, x: 0, y: 12, " font-weight=\"bold\"")
  }

  private static func text(_ value: String, x: Int, y: Int) -> String {
    SVG.text(value, x: x, y: y)
  }

  private static func document(width: Int, height: Int, body: [String]) -> String {
    SVG.document(
      "width=\"\(width)\" height=\"\(height)\" font-family=\"sans-serif\" font-size=\"12\"",
      body: body) + "\n"
  }
}

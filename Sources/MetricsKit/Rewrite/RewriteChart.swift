/// "What the second UI cost" as a horizontal stacked bar per pattern, drawn large enough to
/// read on a projector (16 px text, 32 px bars), one colour per column.
package struct RewriteChart: Sendable {
  private static let labelWidth = 90
  private static let barWidth = 640
  private static let rowHeight = 44
  private let titles: RewriteTitles

  /// Creates a chart naming the UIs with `titles`.
  package init(titles: RewriteTitles) { self.titles = titles }

  /// The chart of `rows`, as an SVG document.
  package func svg(_ rows: [RewriteRows.Row]) -> String {
    let columns = RewriteCost.Column.allCases
    let costs = rows.compactMap { if case .ported(let cost) = $0 { cost } else { nil } }
    let largest = max(1, costs.map(\.total).max() ?? 1)
    var body = [
      text("What the second UI cost (code lines)", x: 0, y: 22, extra: " font-weight=\"bold\"")
    ]
    for (index, row) in rows.enumerated() {
      let y = 40 + index * Self.rowHeight
      body.append(text(row.pattern, x: 0, y: y + 22))
      guard case .ported(let cost) = row else {
        let note =
          if case .bornInSecondUI = row { "born \(titles.secondUI)" } else { "no second UI" }
        body.append(text(note, x: Self.labelWidth, y: y + 22, extra: " fill=\"#555555\""))
        continue
      }
      var x = Self.labelWidth
      for (position, column) in columns.enumerated() {
        let lines = cost[column].total
        guard lines > 0 else { continue }
        let width = max(1, lines * Self.barWidth / largest)
        body.append(
          SVG.rect(
            x: x, y: y, width: width, height: 32, fill: LayerPalette.hues[position],
            title: "\(cost.pattern) \(titles.name(column)): \(lines)"))
        x += width
      }
      body.append(text("\(cost.total)", x: x + 8, y: y + 22))
    }
    let legendTop = 40 + rows.count * Self.rowHeight + 10
    for (position, column) in columns.enumerated() {
      let x = (position % 2) * 380
      let y = legendTop + (position / 2) * 26
      body.append(
        SVG.rect(x: x, y: y, width: 18, height: 18, fill: LayerPalette.hues[position]))
      body.append(text(titles.header(column), x: x + 26, y: y + 15))
    }
    let height = legendTop + ((columns.count + 1) / 2) * 26 + 10
    let width = Self.labelWidth + Self.barWidth + 80
    return SVG.document(
      "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"sans-serif\" font-size=\"16\" role=\"img\" aria-label=\"What the second UI cost, in code lines, by role\"",
      body: body) + "\n"
  }

  private func text(_ value: String, x: Int, y: Int, extra: String = "") -> String {
    SVG.text(value, x: x, y: y, extra)
  }
}

import Foundation

@testable import MetricsKit

/// What a chart's SVG shows, read back as a person reads it: the legend, each row's label, the
/// values printed beside its bars and its total, and what the size and palette rules look at.
struct ChartReading {
  /// A row of the chart: its label and the numbers printed for it.
  struct Row: Equatable {
    var label: String
    var values: [Double] = []
    var total: Double?
  }

  var legend: [String] = []
  var rows: [Row] = []
  /// The `width` attribute and the viewBox's width.
  var width = 0
  var viewBoxWidth = 0
  /// The bars drawn, stacked segments included, as `scripts/check-site` counts them.
  var bars = 0
  /// Every `font-size` in the drawing.
  var fontSizes: [Int] = []
  /// Every `fill` but white and greys (r = g = b), which are grounds, tracks and notes.
  var colors: Set<String> = []

  init(svg: String) {
    for match in svg.matches(of: #/<text([^>]*)>([^<]*)</text>/#) {
      let (attributes, text) = (String(match.1), Self.unescape(String(match.2)))
      if attributes.contains("class=\"legend\"") { legend.append(text) }
      if attributes.contains("class=\"label\"") { rows.append(Row(label: text)) }
      if attributes.contains("class=\"value\""), let value = Self.number(text) {
        rows[rows.count - 1].values.append(value)
      }
      if attributes.contains("class=\"total\"") { rows[rows.count - 1].total = Self.number(text) }
    }
    width = svg.firstMatch(of: #/<svg [^>]*width="(\d+)"/#).flatMap { Int($0.1) } ?? 0
    viewBoxWidth = svg.firstMatch(of: #/viewBox="0 0 (\d+) /#).flatMap { Int($0.1) } ?? 0
    bars = svg.components(separatedBy: "<rect class=\"bar\"").count - 1
    fontSizes = svg.matches(of: #/font-size="(\d+)"/#).compactMap { Int($0.1) }
    colors = Set(
      svg.matches(of: #/fill="([^"]+)"/#).map { String($0.1).uppercased() }.filter {
        !Self.isGrey($0)
      })
  }

  /// A printed figure as a number: `45.0 %`, `**1522**`, `+313 −20` (lines added and removed,
  /// 333 in all); nil for `–` and text.
  static func number(_ text: String) -> Double? {
    // A timing prints its runs' range after its median: `3.17 (3.02–3.40)`.
    let plain = text.replacingOccurrences(of: "*", with: "")
      .replacingOccurrences(of: " (stale)", with: "").replacingOccurrences(of: " %", with: "")
      .replacingOccurrences(of: #" \([0-9.]+–[0-9.]+\)"#, with: "", options: .regularExpression)
      .trimmingCharacters(in: .whitespaces)
    if let match = plain.wholeMatch(of: #/\+(\d+) −(\d+)/#),
      let added = Double(match.1), let removed = Double(match.2)
    {
      return added + removed
    }
    return Double(plain)
  }

  /// The cells of the first Markdown table in `text` whose header row has `header`, by row.
  static func markdownTable(in text: String, header: String) -> (
    headers: [String], rows: [[String]]
  ) {
    let lines = text.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("|") && cells($0).contains(header) })
    else { return ([], []) }
    let body = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
    return (cells(lines[start]), body.map(cells))
  }

  /// The cells of an HTML table's body rows, as `BarChart.html` writes them.
  static func htmlTable(in text: String) -> [[String]] {
    text.matches(of: #/<tr>((?:<td>[^<]*</td>)+)</tr>/#).map { row in
      String(row.1).matches(of: #/<td>([^<]*)</td>/#).map { unescape(String($0.1)) }
    }
  }

  private static func cells(_ line: String) -> [String] {
    line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }

  private static func isGrey(_ color: String) -> Bool {
    guard color.count == 7, color.hasPrefix("#") else { return false }
    let hex = Array(color.dropFirst())
    return hex[0...1] == hex[2...3] && hex[2...3] == hex[4...5] && color != "#000000"
  }
}

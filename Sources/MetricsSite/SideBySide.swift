import MetricsKit

/// Two files' lines as one aligned side-by-side table, as the pair pages and the two-UI pages
/// show them: the opening imports and doc comments folded under one click, long identical runs
/// folded into one row.
enum SideBySide {
  /// Same lines in a row beyond this many are folded, keeping three on each side.
  private static let foldAfter = 9
  private static let foldContext = 3

  /// A role's section: its heading naming the two files (`left` ↔ `right`, as HTML), `note`
  /// (HTML) under it, then their diff.
  static func section(
    role: String, left: String, right: String, note: String, _ leftLines: [String],
    _ rightLines: [String]
  ) -> String {
    "<section class=\"role\" data-role=\"\(HTML.escape(role))\"><h3>\(HTML.escape(role)): \(left) ↔ \(right)</h3>\n"
      + note + html(leftLines, rightLines) + "</section>\n"
  }

  /// The diff of `leftLines` and `rightLines` (either may be empty, for a file standing alone).
  static func html(_ leftLines: [String], _ rightLines: [String]) -> String {
    let rows = LineDiff.rows(leftLines, rightLines)
    let left = SwiftHighlighter.lines(leftLines.joined(separator: "\n"), coloursTypes: false)
    let right = SwiftHighlighter.lines(rightLines.joined(separator: "\n"), coloursTypes: false)
    // The imports and doc comments every file opens with are folded, so a pair opens where
    // the code starts; one click shows them.
    let opening = rows.prefix { isPreamble($0, leftLines, rightLines) }.count
    guard opening > 0, opening < rows.count else { return table(rows, left: left, right: right) }
    return
      "<details class=\"preamble\"><summary>\(opening) lines of imports and doc comments</summary>\n"
      + table(Array(rows.prefix(opening)), left: left, right: right) + "</details>\n"
      + table(Array(rows.dropFirst(opening)), left: left, right: right)
  }

  /// Whether a row holds only imports, doc comments, attributes before them or blank lines.
  private static func isPreamble(_ row: LineDiff.Row, _ left: [String], _ right: [String]) -> Bool {
    func preamble(_ index: Int?, _ lines: [String]) -> Bool {
      guard let index, index < lines.count else { return true }
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      return line.isEmpty || line.hasPrefix("import ") || line.hasPrefix("@testable import ")
        || line.hasPrefix("@_exported import ") || line.hasPrefix("//")
    }
    switch row {
    case .same(let l, let r), .changed(let l, let r): return preamble(l, left) && preamble(r, right)
    case .left(let l): return preamble(l, left)
    case .right(let r): return preamble(r, right)
    }
  }

  private static func table(_ rows: [LineDiff.Row], left: [String], right: [String]) -> String {
    var html =
      "<table class=\"sbs\"><colgroup><col class=\"ln\"><col><col class=\"ln\"><col></colgroup><tbody>\n"
    var index = 0
    while index < rows.count {
      var end = index
      while end < rows.count, case .same = rows[end] { end += 1 }
      let lines = { (range: Range<Int>) in rows[range].map { line($0, left, right) }.joined() }
      if end - index > foldAfter {
        // A long run of identical lines: its edges shown, the middle folded into one row.
        let keepStart = index == 0 ? 0 : foldContext
        let keepEnd = end == rows.count ? 0 : foldContext
        html +=
          lines(index..<(index + keepStart))
          + "<tr class=\"fold\"><td colspan=\"4\">… \(end - index - keepStart - keepEnd) identical lines …</td></tr>\n"
          + lines((end - keepEnd)..<end)
      } else {
        end = max(end, index + 1)
        html += lines(index..<end)
      }
      index = end
    }
    return html + "</tbody></table>\n"
  }

  private static func line(_ row: LineDiff.Row, _ left: [String], _ right: [String]) -> String {
    // Cells carry no class: the row's class and the column colour them (the style sheet tells
    // numbers from code, left from right). The pair pages hold every pattern's code seven times
    // over, so each byte per line counts.
    func cells(_ index: Int?, in lines: [String], mark: String) -> String {
      guard let index else { return "<td></td><td></td>" }
      let code = index < lines.count ? lines[index] : ""
      return "<td>\(mark)\(index + 1)</td><td>" + code + "</td>"
    }
    switch row {
    case .same(let l, let r):
      return "<tr>" + cells(l, in: left, mark: "") + cells(r, in: right, mark: "") + "</tr>\n"
    case .changed(let l, let r):
      return "<tr class=\"chg\">" + cells(l, in: left, mark: "~")
        + cells(r, in: right, mark: "~") + "</tr>\n"
    case .left(let l):
      // The right side's empty cells are left out: a row may end early, and those 18 bytes on
      // every line only one side has weighed a megabyte across the site.
      return "<tr class=\"l\">" + cells(l, in: left, mark: "−") + "</tr>\n"
    case .right(let r):
      return "<tr class=\"r\">" + cells(nil, in: left, mark: "") + cells(r, in: right, mark: "+")
        + "</tr>\n"
    }
  }
}

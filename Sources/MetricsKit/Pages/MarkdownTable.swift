/// A Markdown table built row by row; numeric columns are right-aligned.
package struct MarkdownTable: Sendable {
  private let header: [String]
  private let rightAligned: Set<Int>
  private var rows: [[String]]

  /// Creates a table with `header` and `rows`; columns at `rightAligned` indices align right.
  package init(_ header: [String], rightAligned: Set<Int> = [], rows: [[String]] = []) {
    (self.header, self.rightAligned, self.rows) = (header, rightAligned, rows)
  }

  /// Appends a row.
  package mutating func add(_ row: [String]) { rows.append(row) }

  /// The table as Markdown, ending with a newline.
  package var text: String {
    let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
    return ([header, rule] + rows).map { row in
      "| " + row.map(Self.escape).joined(separator: " | ") + " |"
    }.joined(separator: "\n") + "\n"
  }

  private static func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "|", with: "\\|")
  }
}

/// A Swift file with comments removed and string literals blanked, line by line.
///
/// Unlike ``ClocLineCounter`` this follows Swift's real rules (``SwiftLexer``), because finding
/// declarations and imports needs the truth. A string keeps its delimiters, so a line holding
/// one is code; its text and interpolations are blanked.
package struct SwiftSource: Sendable {
  /// Each line's code, with comments removed and string contents replaced by spaces.
  package let codeLines: [String]

  /// Strips comments and string contents from `text`.
  package init(_ text: String) {
    let masked = SwiftLexer.masked(
      text, keep: { $0.kind == .delimiter || ($0.kind == .code && $0.depth == 0) },
      drop: { $0.kind == .comment && $0.depth == 0 })
    codeLines = masked.lines
  }

  /// Whether line `index` (0-based) holds any code.
  package func isCode(line index: Int) -> Bool {
    codeLines[index].contains { !$0.isWhitespace }
  }
}

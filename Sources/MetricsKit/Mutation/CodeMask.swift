/// A Swift file's lines with comments and string literals blanked out, so that operators and
/// keywords are found only in code; positions stay those of the original text.
package struct CodeMask: Sendable {
  /// The original lines.
  package let lines: [[Character]]
  /// The same lines with every character of a comment or string literal (its interpolations
  /// included) replaced by a space.
  package let code: [[Character]]
  /// Lines that hold a string or comment character (mutants there are left out, to be safe).
  package let touchesLiteral: [Bool]

  /// Masks `text`.
  package init(_ text: String) {
    let isCode = { (piece: SwiftLexer.Piece) in piece.kind == .code && piece.depth == 0 }
    let split = { (text: String) -> [[Character]] in
      text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }
    lines = split(text)
    code = split(SwiftLexer.masked(text, keep: isCode))
    // With the literals' characters dropped rather than blanked, a line holding one is shorter.
    let codeOnly = split(SwiftLexer.masked(text, keep: isCode, drop: { _ in true }))
    touchesLiteral = zip(lines, codeOnly).map { $0.count != $1.count }
  }
}

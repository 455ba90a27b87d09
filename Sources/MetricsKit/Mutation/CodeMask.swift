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
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    code = SwiftLexer.masked(text, keep: isCode)
      .split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    var touches = Array(repeating: false, count: lines.count)
    var row = 0
    for piece in SwiftLexer.pieces(text) {
      for character in piece.text {
        if character == "\n" {
          row += 1
        } else if !isCode(piece), row < touches.count {
          touches[row] = true
        }
      }
    }
    touchesLiteral = touches
  }
}

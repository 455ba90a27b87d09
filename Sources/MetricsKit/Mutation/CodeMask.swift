/// A Swift file's lines with comments and string literals blanked out, so that operators and
/// keywords are found only in code; positions stay those of the original text.
package struct CodeMask: Sendable {
  /// The original lines.
  package let lines: [[Character]]
  /// The same lines with every character of a comment or string literal replaced by a space.
  package let code: [[Character]]
  /// Lines that hold a string or comment character (mutants there are left out, to be safe).
  package let touchesLiteral: [Bool]

  /// Masks `text`.
  package init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    var code = lines
    var touches = Array(repeating: false, count: lines.count)
    var blockDepth = 0
    var inMultiline = false
    for (row, line) in lines.enumerated() {
      var column = 0
      var inString = false
      func blank(_ from: Int, _ to: Int) {
        for index in from..<min(to, line.count) { code[row][index] = " " }
        if to > from { touches[row] = true }
      }
      while column < line.count {
        let rest = line[column...]
        if blockDepth > 0 {
          if rest.starts(with: "*/") {
            blockDepth -= 1
            blank(column, column + 2)
            column += 2
          } else if rest.starts(with: "/*") {
            blockDepth += 1
            blank(column, column + 2)
            column += 2
          } else {
            blank(column, column + 1)
            column += 1
          }
        } else if inMultiline {
          if rest.starts(with: "\"\"\"") {
            inMultiline = false
            blank(column, column + 3)
            column += 3
          } else {
            blank(column, column + 1)
            column += 1
          }
        } else if inString {
          if line[column] == "\\" {
            blank(column, column + 2)
            column += 2
          } else {
            if line[column] == "\"" { inString = false }
            blank(column, column + 1)
            column += 1
          }
        } else if rest.starts(with: "//") {
          blank(column, line.count)
          column = line.count
        } else if rest.starts(with: "/*") {
          blockDepth += 1
          blank(column, column + 2)
          column += 2
        } else if rest.starts(with: "\"\"\"") {
          inMultiline = true
          blank(column, column + 3)
          column += 3
        } else if line[column] == "\"" || (line[column] == "#" && rest.dropFirst().first == "\"") {
          inString = true
          let width = line[column] == "#" ? 2 : 1
          blank(column, column + width)
          column += width
        } else {
          column += 1
        }
      }
      if inMultiline || blockDepth > 0 { touches[row] = true }
    }
    self.lines = lines
    self.code = code
    touchesLiteral = touches
  }
}

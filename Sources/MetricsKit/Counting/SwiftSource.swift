/// A Swift file with comments removed and string literals blanked, line by line.
///
/// Unlike ``ClocLineCounter`` this follows Swift's real rules (nested block comments,
/// multi-line and raw strings), because finding declarations and imports needs the truth.
package struct SwiftSource: Sendable {
  /// Each line's code, with comments removed and string contents replaced by spaces.
  package let codeLines: [String]

  /// Strips comments and string contents from `text`.
  package init(_ text: String) {
    var lexer = SwiftLexer(Array(text.unicodeScalars))
    codeLines = lexer.strip()
  }

  /// Whether line `index` (0-based) holds any code.
  package func isCode(line index: Int) -> Bool {
    codeLines[index].contains { !$0.isWhitespace }
  }
}

/// The state machine behind ``SwiftSource``.
private struct SwiftLexer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var lines: [String] = []
  private var current = String.UnicodeScalarView()

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  mutating func strip() -> [String] {
    while index < scalars.count {
      if starts(with: "//") {
        skipLineComment()
      } else if starts(with: "/*") {
        skipBlockComment()
      } else if let hashes = rawStringOpening() {
        readString(hashes: hashes)
      } else {
        emit(scalars[index])
        index += 1
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }

  private func starts(with text: String, at position: Int? = nil) -> Bool {
    var cursor = position ?? index
    for scalar in text.unicodeScalars {
      guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
      cursor += 1
    }
    return true
  }

  /// The number of `#` before a `"` that opens a string here, or nil if none opens.
  private func rawStringOpening() -> Int? {
    var cursor = index
    while cursor < scalars.count, scalars[cursor] == "#" { cursor += 1 }
    guard cursor < scalars.count, scalars[cursor] == "\"" else { return nil }
    return cursor - index
  }

  private mutating func emit(_ scalar: Unicode.Scalar) {
    if scalar == "\n" {
      lines.append(String(current))
      current = String.UnicodeScalarView()
    } else {
      current.append(scalar)
    }
  }

  /// Emits the newlines of skipped text and spaces for the rest, to keep columns.
  private mutating func blank(_ scalar: Unicode.Scalar) {
    emit(scalar == "\n" ? "\n" : " ")
  }

  private mutating func skipLineComment() {
    while index < scalars.count, scalars[index] != "\n" { index += 1 }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < scalars.count {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if scalars[index] == "\n" { emit("\n") }
        index += 1
      }
    }
  }

  private mutating func readString(hashes: Int) {
    let pounds = String(repeating: "#", count: hashes)
    let multiLine = starts(with: pounds + "\"\"\"")
    let quote = multiLine ? "\"\"\"" : "\""
    let opening = pounds + quote
    let closing = quote + pounds
    let escape = "\\" + pounds
    for scalar in opening.unicodeScalars { emit(scalar) }
    index += opening.unicodeScalars.count
    while index < scalars.count {
      if starts(with: closing) {
        for scalar in closing.unicodeScalars { emit(scalar) }
        index += closing.unicodeScalars.count
        return
      }
      if starts(with: escape + "(") {
        index += escape.unicodeScalars.count
        readInterpolation()
      } else if starts(with: escape) {
        index += escape.unicodeScalars.count
        if index < scalars.count { blank(scalars[index]) }
        index += 1
      } else {
        if !multiLine && scalars[index] == "\n" { return }
        blank(scalars[index])
        index += 1
      }
    }
  }

  /// Skips `( … )` of an interpolation, which may itself hold strings and parentheses.
  private mutating func readInterpolation() {
    var depth = 0
    while index < scalars.count {
      if let hashes = rawStringOpening() {
        readString(hashes: hashes)
        continue
      }
      let scalar = scalars[index]
      if scalar == "(" { depth += 1 }
      if scalar == ")" { depth -= 1 }
      blank(scalar)
      index += 1
      if depth == 0 { return }
    }
  }
}

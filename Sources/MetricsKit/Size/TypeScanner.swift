/// Finds type declarations and extensions in comment-free Swift, with their extents.
package enum TypeScanner {
  /// The keywords that declare a type or extend one.
  package static let kinds = ["class", "struct", "enum", "protocol", "actor", "extension"]

  /// Words that may follow `class` when it is a modifier rather than a declaration.
  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
    "private", "fileprivate", "internal", "public", "package", "open", "required",
    "convenience", "nonisolated", "mutating", "case", "typealias",
  ]

  private struct Token {
    let text: String
    let line: Int
  }

  /// The declarations in `source`, in source order.
  package static func declarations(in source: SwiftSource) -> [TypeDeclaration] {
    let tokens = tokenize(source)
    var result: [TypeDeclaration] = []
    for (position, token) in tokens.enumerated() where kinds.contains(token.text) {
      guard position + 1 < tokens.count else { continue }
      let name = tokens[position + 1].text
      guard isIdentifier(name), !notTypeNames.contains(name) else { continue }
      if position > 0, tokens[position - 1].text == "." { continue }
      guard let end = closingLine(of: tokens, after: position + 1) else { continue }
      let code = (token.line...end).filter { source.isCode(line: $0 - 1) }.count
      result.append(
        TypeDeclaration(kind: token.text, name: name, line: token.line, codeLines: code))
    }
    return result
  }

  /// The line of the `}` closing the body that follows the declaration head.
  private static func closingLine(of tokens: [Token], after start: Int) -> Int? {
    var cursor = start
    var angle = 0
    // The head ends at the first `{` outside generic brackets; a `;` or `}` first means no body.
    while cursor < tokens.count {
      let text = tokens[cursor].text
      if text == "<" { angle += 1 }
      if text == ">" { angle = max(0, angle - 1) }
      if text == "{" && angle == 0 { break }
      if text == ";" || text == "}" { return nil }
      cursor += 1
    }
    var depth = 0
    while cursor < tokens.count {
      if tokens[cursor].text == "{" { depth += 1 }
      if tokens[cursor].text == "}" {
        depth -= 1
        if depth == 0 { return tokens[cursor].line }
      }
      cursor += 1
    }
    return nil
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    return first == "_" || first == "`" || first.properties.isAlphabetic
  }

  /// Words (identifiers, with dots kept apart) and single punctuation characters.
  private static func tokenize(_ source: SwiftSource) -> [Token] {
    var tokens: [Token] = []
    for (offset, line) in source.codeLines.enumerated() {
      var word = ""
      for character in line {
        if character.isLetter || character.isNumber || character == "_" || character == "`" {
          word.append(character)
          continue
        }
        if !word.isEmpty { tokens.append(Token(text: word, line: offset + 1)) }
        word = ""
        if !character.isWhitespace {
          tokens.append(Token(text: String(character), line: offset + 1))
        }
      }
      if !word.isEmpty { tokens.append(Token(text: word, line: offset + 1)) }
    }
    return tokens
  }
}

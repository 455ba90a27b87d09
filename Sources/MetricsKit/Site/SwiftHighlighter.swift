/// Swift source coloured as HTML at generation time: keywords, strings (multi-line, raw and
/// interpolated), comments, numbers and type names each in a `<span>` of their own class.
///
/// It is a small lexer, not a parser: it knows where a comment or string starts and ends, and
/// what a word is, which is all a reader needs to tell code from text at a glance. Every
/// character of the source goes through ``HTML/escape(_:)``.
package enum SwiftHighlighter {
  /// The kind of a token, and its CSS class.
  package enum Kind: String, Sendable {
    case keyword = "k"
    case string = "s"
    case comment = "c"
    case number = "n"
    case type = "t"
    case plain = ""
  }

  /// A stretch of source of one kind; its text may span lines.
  package struct Token: Equatable, Sendable {
    package let kind: Kind
    package let text: String

    /// Creates a token.
    package init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
    "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else",
    "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get",
    "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "isolated",
    "lazy", "let", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator",
    "override", "package", "private", "protocol", "public", "repeat", "required", "rethrows",
    "return", "self", "Self", "sending", "set", "some", "static", "struct", "subscript", "super",
    "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where",
    "while", "willSet",
  ]

  /// The tokens of `source`, in order; their texts put together give `source` back.
  package static func tokens(_ source: String) -> [Token] {
    var lexer = Lexer(Array(source))
    lexer.code(untilClosingParenthesis: false)
    return lexer.tokens
  }

  /// `tokens` with each run of one kind split only by spaces on a line (`private static let`)
  /// made one token: the same colours in fewer spans, which keeps the site small.
  static func merged(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    for token in tokens {
      if token.kind != .plain, !token.text.contains("\n"), result.count >= 2,
        case let space = result[result.count - 1], space.kind == .plain,
        !space.text.isEmpty, space.text.allSatisfy({ $0 == " " }),
        case let previous = result[result.count - 2], previous.kind == token.kind,
        !previous.text.contains("\n")
      {
        result.removeLast(2)
        result.append(Token(kind: token.kind, text: previous.text + space.text + token.text))
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// `source` as HTML, one string per line (split on `\n`), each line's spans closed at its end
  /// and reopened on the next, so a multi-line string or comment can be shown line by line.
  ///
  /// Without `coloursTypes`, type names stay plain: pages that show every screen of every pair of
  /// patterns keep keywords, strings and comments coloured, and the site within its size.
  package static func lines(_ source: String, coloursTypes: Bool = true) -> [String] {
    var lines = [""]
    for token in merged(tokens(source)) {
      let kind = token.kind == .type && !coloursTypes ? Kind.plain : token.kind
      let pieces = token.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { lines.append("") }
        guard !piece.isEmpty else { continue }
        let text = HTML.escape(String(piece))
        lines[lines.count - 1] +=
          kind == .plain ? text : "<span class=\"\(kind.rawValue)\">\(text)</span>"
      }
    }
    return lines
  }

  private struct Lexer {
    let characters: [Character]
    var index = 0
    var tokens: [Token] = []

    init(_ characters: [Character]) { self.characters = characters }

    func peek(_ offset: Int = 0) -> Character? {
      characters.indices.contains(index + offset) ? characters[index + offset] : nil
    }

    func starts(_ text: String) -> Bool {
      for (offset, character) in text.enumerated() where peek(offset) != character {
        return false
      }
      return true
    }

    mutating func emit(_ kind: Kind, from start: Int) {
      guard start < index else { return }
      let text = String(characters[start..<index])
      // Neighbouring plain pieces are joined, so the output stays small.
      if kind == .plain, let last = tokens.last, last.kind == .plain {
        tokens[tokens.count - 1] = Token(kind: .plain, text: last.text + text)
      } else {
        tokens.append(Token(kind: kind, text: text))
      }
    }

    /// Code up to the end, or up to the `)` closing an interpolation (left unread).
    mutating func code(untilClosingParenthesis: Bool) {
      var depth = 0
      while let character = peek() {
        let start = index
        if character == "(" {
          depth += 1
        } else if character == ")" {
          if untilClosingParenthesis && depth == 0 { return }
          depth -= 1
        }
        if starts("//") {
          while let next = peek(), next != "\n" { index += 1 }
          emit(.comment, from: start)
        } else if starts("/*") {
          blockComment()
          emit(.comment, from: start)
        } else if character == "\"" || (character == "#" && rawStringAhead()) {
          string()
        } else if character.isNumber {
          while let next = peek(),
            next.isLetter || next.isNumber || next == "_"
              || (next == "." && peek(1)?.isNumber == true)
          {
            index += 1
          }
          emit(.number, from: start)
        } else if character.isLetter || character == "_" || character == "@" || character == "#" {
          index += 1
          while let next = peek(), next.isLetter || next.isNumber || next == "_" { index += 1 }
          let word = String(characters[start..<index])
          let attribute = word.count > 1 && (word.first == "@" || word.first == "#")
          emit(
            attribute || keywords.contains(word)
              ? .keyword : word.first?.isUppercase == true ? .type : .plain, from: start)
        } else if character == "`" {
          index += 1
          while let next = peek(), next != "`", next != "\n" { index += 1 }
          if peek() == "`" { index += 1 }
          emit(.plain, from: start)
        } else {
          index += 1
          emit(.plain, from: start)
        }
      }
    }

    /// Whether the `#`s here open a raw string (`#"…"#`).
    func rawStringAhead() -> Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "\""
    }

    mutating func blockComment() {
      var depth = 0
      while peek() != nil {
        if starts("/*") {
          depth += 1
          index += 2
        } else if starts("*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// A string literal from its opening delimiter to its closing one; the code inside each
    /// interpolation is lexed as code.
    mutating func string() {
      var start = index
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        index += 1
      }
      let multiline = starts("\"\"\"")
      index += multiline ? 3 : 1
      let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while let character = peek() {
        if starts(closing) {
          index += closing.count
          emit(.string, from: start)
          return
        }
        if !multiline && character == "\n" { break }
        if starts(escape) {
          index += escape.count
          if peek() == "(" {
            index += 1
            emit(.string, from: start)
            code(untilClosingParenthesis: true)
            start = index
            if peek() == ")" { index += 1 }
          } else if peek() != nil {
            index += 1
          }
          continue
        }
        index += 1
      }
      emit(.string, from: start)
    }
  }
}

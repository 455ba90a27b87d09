/// The one Swift lexer: where comments and string literals begin and end.
///
/// It follows Swift's rules — nested block comments, multi-line and raw strings, interpolations
/// nested to any depth, comment markers inside a string are text. Counting, mutation,
/// highlighting and the UI rewrite's mechanical rule all read code through it.
package enum SwiftLexer {
  /// Swift's keywords and contextual keywords, which are never a name.
  package static let keywords: Set<String> = [
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

  /// What a piece of source is.
  package enum Kind: Equatable, Sendable {
    /// Code, an interpolation's included.
    case code
    /// A line or block comment.
    case comment
    /// A string literal's opening or closing delimiter (`"`, `"""`, `#"`, `"#`).
    case delimiter
    /// A string literal's text, escapes and the `\(` and `)` around interpolations included.
    case text
  }

  /// A stretch of source of one kind; its text may span lines.
  package struct Piece: Equatable, Sendable {
    /// What the text is.
    package let kind: Kind
    /// The source text.
    package let text: String
    /// How many interpolations deep the piece stands: 0 outside every string literal.
    package let depth: Int

    /// Creates a piece.
    package init(_ kind: Kind, _ text: String, depth: Int = 0) {
      (self.kind, self.text, self.depth) = (kind, text, depth)
    }
  }

  /// The pieces of `source`, in order; their texts put together give `source` back.
  package static func pieces(_ source: String) -> [Piece] {
    var scanner = Scanner(Array(source.unicodeScalars))
    scanner.code(depth: 0)
    return scanner.pieces
  }

  /// `source` with every piece `keep` refuses replaced: its line breaks kept, each other
  /// character a space (or dropped, where `drop` says so).
  package static func masked(
    _ source: String, keep: (Piece) -> Bool, drop: (Piece) -> Bool = { _ in false }
  ) -> String {
    var result = ""
    for piece in pieces(source) {
      if keep(piece) {
        result += piece.text
      } else {
        let dropped = drop(piece)
        for character in piece.text where character == "\n" || !dropped {
          result.append(character == "\n" ? "\n" : " ")
        }
      }
    }
    return result
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var pieces: [Piece] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func starts(_ text: String) -> Bool { scalars[index...].starts(with: text.unicodeScalars) }

    /// The number of `#` before a `"` that opens a string here, or nil if none opens.
    func stringOpening() -> Int? {
      let hashes = scalars[index...].prefix { $0 == "#" }.count
      return scalars[index...].dropFirst(hashes).first == "\"" ? hashes : nil
    }

    mutating func emit(_ kind: Kind, from start: Int, depth: Int) {
      guard start < index else { return }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[start..<index])
      pieces.append(Piece(kind, String(text), depth: depth))
    }

    /// Code up to the end or, in an interpolation, up to its closing `)` (left unread).
    mutating func code(depth: Int) {
      var parentheses = 0
      var start = index
      while index < scalars.count {
        let scalar = scalars[index]
        if depth > 0 && scalar == ")" && parentheses == 0 { break }
        if starts("//") || starts("/*") || stringOpening() != nil {
          emit(.code, from: start, depth: depth)
          let opening = index
          if starts("//") {
            while index < scalars.count, scalars[index] != "\n" { index += 1 }
            emit(.comment, from: opening, depth: depth)
          } else if starts("/*") {
            blockComment()
            emit(.comment, from: opening, depth: depth)
          } else {
            string(hashes: stringOpening() ?? 0, depth: depth)
          }
          start = index
          continue
        }
        if scalar == "(" { parentheses += 1 }
        if scalar == ")" { parentheses -= 1 }
        index += 1
      }
      emit(.code, from: start, depth: depth)
    }

    mutating func blockComment() {
      var nesting = 0
      while index < scalars.count {
        if starts("/*") {
          nesting += 1
          index += 2
        } else if starts("*/") {
          nesting -= 1
          index += 2
          if nesting == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// A string literal from its opening delimiter to its closing one; each interpolation's
    /// code is read as code, one level deeper.
    mutating func string(hashes: Int, depth: Int) {
      let pounds = String(repeating: "#", count: hashes)
      let multiLine = starts(pounds + "\"\"\"")
      let quote = multiLine ? "\"\"\"" : "\""
      let opening = index
      index += hashes + quote.unicodeScalars.count
      emit(.delimiter, from: opening, depth: depth)
      let closing = quote + pounds
      let escape = "\\" + pounds
      var start = index
      while index < scalars.count {
        if starts(closing) {
          emit(.text, from: start, depth: depth)
          let end = index
          index += closing.unicodeScalars.count
          emit(.delimiter, from: end, depth: depth)
          return
        }
        if !multiLine && scalars[index] == "\n" { break }
        if starts(escape) {
          index += escape.unicodeScalars.count
          if index < scalars.count && scalars[index] == "(" {
            index += 1
            emit(.text, from: start, depth: depth)
            code(depth: depth + 1)
            start = index
            if index < scalars.count { index += 1 }
          } else if index < scalars.count {
            index += 1
          }
          continue
        }
        index += 1
      }
      emit(.text, from: start, depth: depth)
    }
  }
}

import MetricsKit

/// Swift source coloured as HTML at generation time: keywords, strings (multi-line, raw and
/// interpolated), comments, numbers and type names each in a `<span>` of their own class.
///
/// Comments and strings come from ``SwiftLexer``; it adds what a word is, which is all a reader
/// needs to tell code from text at a glance. Every character of the source goes through
/// ``HTML/escape(_:)``.
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
  }

  /// The tokens of `source`, in order; their texts put together give `source` back.
  ///
  /// Comments and strings come from ``SwiftLexer``; a string's delimiters and text up to an
  /// interpolation are one token, and the interpolation's code is coloured as code.
  package static func tokens(_ source: String) -> [Token] {
    var tokens: [Token] = []
    var previous: SwiftLexer.Piece?
    for piece in SwiftLexer.pieces(source) {
      defer { previous = piece }
      switch piece.kind {
      case .comment:
        tokens.append(Token(kind: .comment, text: piece.text))
      case .delimiter, .text:
        if let previous, previous.kind != .code, previous.kind != .comment,
          previous.depth == piece.depth, let last = tokens.last
        {
          tokens[tokens.count - 1] = Token(kind: .string, text: last.text + piece.text)
        } else {
          tokens.append(Token(kind: .string, text: piece.text))
        }
      case .code:
        // Neighbouring plain pieces are joined, so the output stays small.
        for token in codeTokens(Array(piece.text)) { tokens.add(token) }
      }
    }
    return tokens
  }

  /// The words, numbers and other characters of a stretch of code.
  private static func codeTokens(_ characters: [Character]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    func peek(_ offset: Int = 0) -> Character? {
      characters.indices.contains(index + offset) ? characters[index + offset] : nil
    }
    while let character = peek() {
      let start = index
      var kind = Kind.plain
      if character.isNumber {
        while let next = peek(),
          next.isLetter || next.isNumber || next == "_"
            || (next == "." && peek(1)?.isNumber == true)
        {
          index += 1
        }
        kind = .number
      } else if character.isLetter || character == "_" || character == "@" || character == "#" {
        index += 1
        while let next = peek(), next.isLetter || next.isNumber || next == "_" { index += 1 }
        let word = String(characters[start..<index])
        let attribute = word.count > 1 && (word.first == "@" || word.first == "#")
        kind =
          attribute || SwiftLexer.keywords.contains(word)
          ? .keyword : word.first?.isUppercase == true ? .type : .plain
      } else if character == "`" {
        index += 1
        while let next = peek(), next != "`", next != "\n" { index += 1 }
        if peek() == "`" { index += 1 }
      } else {
        index += 1
      }
      tokens.append(Token(kind: kind, text: String(characters[start..<index])))
    }
    return tokens
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
}

extension [SwiftHighlighter.Token] {
  /// Appends `token`, joined to the last token when both are plain.
  fileprivate mutating func add(_ token: SwiftHighlighter.Token) {
    if token.kind == .plain, let last, last.kind == .plain {
      self[count - 1] = SwiftHighlighter.Token(kind: .plain, text: last.text + token.text)
    } else {
      append(token)
    }
  }
}

/// Tells a mechanical hunk of a port from a change of behaviour.
///
/// A hunk is mechanical when its removed and its added code lines are the same tokens once
/// identifiers are renamed one to one (within the hunk) and the observation box's syntax is
/// removed: the old box (`Observable`, its generic argument and the parentheses around its
/// first value, `.value`), Observation's `@Observable` and `import Observation`, and the
/// `let`, `var` and `private(set)` that declare a box or an observed property. Any other hunk
/// is a change of behaviour, as is one that only adds or only removes code unless all of it is
/// that syntax.
package enum MechanicalRule {
  /// The rule as the report states it.
  package static let statement =
    "a hunk (the code lines one file's change removed and added between two lines it kept) is mechanical when its removed and added lines are the same once identifiers are renamed one to one and the observation box's syntax is removed (`Observable` with its generic argument and the parentheses around its first value, `.value`, `@Observable`, `import Observation`, and the `let`, `var` and `private(set)` declaring a box or an observed property); every other hunk changes behaviour, as does one that only adds or only removes lines unless all of them are that syntax"

  /// Whether the hunk that removed `removed` and added `added` is mechanical.
  package static func isMechanical(removed: [String], added: [String]) -> Bool {
    let old = normalized(removed)
    let new = normalized(added)
    // A hunk whose every line was box syntax (an `import Observation` added) has no other
    // side to compare with, and is mechanical too.
    if old.isEmpty && new.isEmpty { return !(removed.isEmpty && added.isEmpty) }
    guard !removed.isEmpty, !added.isEmpty, old.count == new.count else { return false }
    var forward: [String: String] = [:]
    var backward: [String: String] = [:]
    for (left, right) in zip(old, new) {
      if left == right, !isIdentifier(left) { continue }
      guard isIdentifier(left), isIdentifier(right),
        forward[left, default: right] == right, backward[right, default: left] == left
      else { return false }
      forward[left] = right
      backward[right] = left
    }
    return true
  }

  /// The tokens of `lines` with the box's syntax removed.
  static func normalized(_ lines: [String]) -> [String] {
    lines.flatMap { line in
      var tokens = unboxed(tokens(of: line))
      // An optional property declared without a value starts as nil, as a box given nil does.
      let declares = tokens.count > 2 && tokens[1] == ":" && !tokens.contains("=")
      if declares, line.contains("var "), tokens.last == "?" { tokens += ["=", "nil"] }
      return tokens
    }
  }

  /// `tokens` without the box's syntax: `x = Observable<T>(v)` reads as `x: T = v`, `x:
  /// Observable<T>` as `x: T`, `x.value` as `x`.
  private static func unboxed(_ tokens: [String]) -> [String] {
    var kept: [String] = []
    var index = 0
    // Parentheses opened right after `Observable`, to drop with their closing partner.
    var boxParentheses: [Int] = []
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      let next = tokens[index...].first
      switch token {
      case "import" where next == "Observation", "@" where next == "Observable",
        "." where next == "value":
        index += 1
      case "private" where tokens[index...].starts(with: ["(", "set", ")"]): index += 3
      case "let", "var": break
      case "Observable":
        var argument: [String] = []
        if next == "<" {
          var open = 0
          repeat {
            if tokens[index] == "<" { open += 1 }
            if tokens[index] == ">" { open -= 1 }
            if open > 0, tokens[index] != "<" || open > 1 { argument.append(tokens[index]) }
            index += 1
          } while index < tokens.count && open > 0
        }
        guard tokens[index...].first == "(" else {
          kept += argument
          break
        }
        if !argument.isEmpty, kept.last == "=" {
          kept.replaceSubrange((kept.count - 1)..., with: [":"] + argument + ["="])
        }
        depth += 1
        boxParentheses.append(depth)
        index += 1
      case ")" where boxParentheses.last == depth:
        boxParentheses.removeLast()
        depth -= 1
      default:
        depth += token == "(" ? 1 : token == ")" ? -1 : 0
        kept.append(token)
      }
    }
    return kept
  }

  /// The tokens of one line: identifiers and keywords, numbers, string literals whole (as
  /// `SwiftLexer` reads them, interpolations included), and each other character alone.
  static func tokens(of line: String) -> [String] {
    var tokens: [String] = []
    // Whether the last token is a string literal whose closing delimiter is still to come.
    var inLiteral = false
    for piece in SwiftLexer.pieces(line) {
      if piece.depth > 0 || piece.kind == .text || piece.kind == .delimiter && inLiteral {
        tokens[tokens.count - 1] += piece.text
        inLiteral = piece.kind != .delimiter || piece.depth > 0
      } else if piece.kind == .delimiter {
        tokens.append(piece.text)
        inLiteral = true
      } else {
        var rest = piece.text[...]
        while let first = rest.first {
          let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          let token = word.isEmpty ? rest.prefix(1) : word
          if !first.isWhitespace { tokens.append(String(token)) }
          rest = rest.dropFirst(token.count)
        }
      }
    }
    return tokens
  }

  private static func isIdentifier(_ token: String) -> Bool {
    guard let first = token.first, first.isLetter || first == "_" else { return false }
    return !SwiftLexer.keywords.contains(token)
  }
}

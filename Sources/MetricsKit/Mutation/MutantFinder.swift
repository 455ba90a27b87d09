import Foundation

/// Finds the mutants of one Swift file, deterministically, never inside comments, string
/// literals or `#if` lines.
///
/// It reads one line at a time and keeps a mutant only where its whole text is on that line, so
/// that the switched source keeps every line where it was and a compiler error names the mutant.
package enum MutantFinder {
  static let keywords: Set<String> = [
    "return", "if", "guard", "while", "else", "case", "where", "let", "var", "try", "await",
    "throw", "switch", "repeat", "in", "for", "defer", "func", "init", "default", "do", "catch",
  ]
  static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
  static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||="]
  static let flips: [String: String] = [
    "==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">", "&&": "||", "||": "&&",
    "+": "-", "-": "+",
  ]

  /// Every mutant of `text`, in line then column order.
  package static func sites(in text: String) -> [MutationSite] {
    let mask = CodeMask(text)
    var result: [MutationSite] = []
    for row in mask.code.indices {
      let code = mask.code[row]
      let trimmed = String(code).trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !["#", "import ", "@"].contains(where: trimmed.hasPrefix) else {
        continue
      }
      let tokens = LineToken.tokens(of: code)
      let original = mask.lines[row]
      // Where two would overlap, the comparison wins over the logic, and both over arithmetic
      // and literals: one mutant per stretch of code keeps every switched line compilable.
      let candidates = tokens.indices.compactMap { index in
        replacement(at: index, in: tokens, line: original, row: row + 1)
      }.filter { !($0.mutation == .arithmetic && mask.touchesLiteral[row]) }
      let order: [MutationOperator] = [.relational, .logical, .arithmetic, .booleanLiteral]
      let rank = { (site: MutationSite) in
        (order.firstIndex(of: site.mutation) ?? 0, site.span.lowerBound)
      }
      var replacements: [MutationSite] = []
      for site in candidates.sorted(by: { rank($0) < rank($1) })
      where replacements.allSatisfy({ !$0.span.overlaps(site.span) }) {
        replacements.append(site)
      }
      let wrapper =
        negatedCondition(tokens, line: original, row: row + 1)
        ?? removedStatement(
          tokens, line: original, row: row + 1, previous: nearestCode(mask, from: row, step: -1),
          next: nearestCode(mask, from: row, step: 1))
      let all = ([wrapper].compactMap { $0 } + replacements).filter { site in
        // A wrapper's edges may not cut through a replacement.
        !site.wraps
          || replacements.allSatisfy {
            $0.span.clamped(to: site.span) == $0.span || !$0.span.overlaps(site.span)
          }
      }
      result += all.sorted {
        ($0.span.lowerBound, $0.wraps ? 0 : 1) < ($1.span.lowerBound, $1.wraps ? 0 : 1)
      }
    }
    return result
  }

  // MARK: - Replacements

  private static func replacement(
    at index: Int, in tokens: [LineToken], line: [Character], row: Int
  ) -> MutationSite? {
    let token = tokens[index]
    if token.kind == .word, token.text == "true" || token.text == "false" {
      if index > 0, tokens[index - 1].text == "." { return nil }
      // An `animated:` flag cannot change behaviour here (see `equivalence(of:before:on:)`).
      if ignoredArgument(before: index, in: tokens) != nil { return nil }
      let flipped = token.text == "true" ? "false" : "true"
      return MutationSite(
        mutation: .booleanLiteral, line: row, before: token.text, after: flipped,
        span: token.range, rewrite: .replace(on: flipped, off: token.text))
    }
    guard token.kind == .op, token.spaced, let flipped = flips[token.text] else { return nil }
    let mutation: MutationOperator =
      ["&&", "||"].contains(token.text)
      ? .logical : ["+", "-"].contains(token.text) ? .arithmetic : .relational
    guard let left = operand(tokens, from: index, direction: -1, for: token.text),
      let right = operand(tokens, from: index, direction: 1, for: token.text)
    else { return nil }
    let leftText = String(line[left])
    let rightText = String(line[right])
    let on = "(\(leftText)) \(flipped) (\(rightText))"
    let off = "(\(leftText)) \(token.text) (\(rightText))"
    return MutationSite(
      mutation: mutation, line: row, before: "\(leftText) \(token.text) \(rightText)",
      after: "\(leftText) \(flipped) \(rightText)", span: left.lowerBound..<right.upperBound,
      rewrite: .replace(on: on, off: off))
  }

  /// Whether a token ends an operand of the operator `op` when met at bracket depth 0; `left`
  /// tells the side, since a left-associative operator's left operand takes its equals.
  private static func stops(_ token: LineToken, for op: String, left: Bool) -> Bool {
    if token.kind == .punct { return token.text != "." }
    if token.kind == .word { return keywords.contains(token.text) }
    guard token.kind == .op, token.spaced else { return false }
    let text = token.text
    if text == "?" || text == "->" || assignments.contains(text) { return true }
    // An operator of the same precedence stops only the right operand.
    switch op {
    case "+", "-":
      if text == "+" || text == "-" { return !left }
      return comparisons.contains(text) || ["&&", "||", "??"].contains(text) || text.hasPrefix("..")
    case "&&": return text == "&&" ? !left : text == "||"
    case "||": return text == "||" && !left
    default:
      return comparisons.contains(text) || text == "&&" || text == "||"
    }
  }

  /// The columns of the operand beside the operator at `index`, or nil when it is not wholly on
  /// this line.
  private static func operand(
    _ tokens: [LineToken], from index: Int, direction: Int, for op: String
  ) -> Range<Int>? {
    var depth = 0
    var cursor = index + direction
    var first: Int?
    var last: Int?
    while tokens.indices.contains(cursor) {
      let token = tokens[cursor]
      let opening = direction < 0 ? token.kind == .close : token.kind == .open
      let closing = direction < 0 ? token.kind == .open : token.kind == .close
      if depth == 0 {
        if closing { break }
        if direction > 0, token.text == "{" { break }
        if stops(token, for: op, left: direction < 0) { break }
      }
      if opening { depth += 1 }
      if closing { depth -= 1 }
      if first == nil { first = cursor }
      last = cursor
      cursor += direction
    }
    guard depth == 0, let first, let last else { return nil }
    let (low, high) = direction < 0 ? (last, first) : (first, last)
    // An operand never starts or ends with a binary operator, nor ends with a prefix one.
    if tokens[low].kind == .op, tokens[low].spaced { return nil }
    if tokens[high].kind == .op, tokens[high].text != "!" && tokens[high].text != "?" {
      return nil
    }
    return tokens[low].range.lowerBound..<tokens[high].range.upperBound
  }
}

import Foundation

extension MutantFinder {
  /// The condition of `if`, `guard` or `while`, negated; not for `if let`, `case` or condition
  /// lists, whose parts are not one Boolean.
  static func negatedCondition(_ tokens: [LineToken], line: [Character], row: Int) -> MutationSite?
  {
    let start = tokens.count > 2 && tokens[0].text == "}" && tokens[1].text == "else" ? 2 : 0
    guard tokens.indices.contains(start + 1),
      ["if", "guard", "while"].contains(tokens[start].text)
    else { return nil }
    let keyword = tokens[start].text
    var depth = 0
    var end: Int?
    for index in (start + 1)..<tokens.count {
      let token = tokens[index]
      if depth == 0 {
        if ["let", "var", "case", "#available", "#unavailable", ","].contains(token.text) {
          return nil
        }
        if token.text == (keyword == "guard" ? "else" : "{") {
          end = index
          break
        }
      }
      if token.kind == .open { depth += 1 }
      if token.kind == .close { depth -= 1 }
    }
    guard let end, end > start + 1 else { return nil }
    let span = tokens[start + 1].range.lowerBound..<tokens[end - 1].range.upperBound
    let condition = String(line[span])
    return MutationSite(
      mutation: .negatedCondition, line: row, before: "\(keyword) \(condition)",
      after: "\(keyword) !(\(condition))", span: span,
      rewrite: .wrap(prefix: "# != (", suffix: ")"))
  }

  /// A statement that is only a call whose result is not used, removed.
  static func removedStatement(
    _ tokens: [LineToken], line: [Character], row: Int, previous: String?, next: String?
  ) -> MutationSite? {
    let statementKeywords = keywords.subtracting(["try", "await"])
    guard let first = tokens.first, let last = tokens.last, last.text == ")",
      first.kind == .word, first.text != "super", !first.text.hasPrefix("#"),
      !first.text.hasPrefix("@"), first.text != "_", !statementKeywords.contains(first.text),
      !["precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError"]
        .contains(first.text)
    else { return nil }
    var depth = 0
    for token in tokens {
      if token.kind == .open { depth += 1 }
      if token.kind == .close { depth -= 1 }
      if depth < 0 { return nil }
      if depth == 0 {
        if token.kind == .op, token.spaced { return nil }
        if token.text == "{" || token.text == "," || token.text == ":" { return nil }
        if statementKeywords.contains(token.text) { return nil }
      }
    }
    guard depth == 0, tokens.contains(where: { $0.text == "(" }) else { return nil }
    // A line that continues the one before (an argument, an operand) or is continued by the
    // next (a method chain) is not a statement of its own.
    if let previous, let end = previous.last, "(,=+-*/&|.[?:".contains(end) { return nil }
    if let next, let start = next.first, ".)]".contains(start) { return nil }
    // The only statement of a closure, a computed property or a function with a result is its
    // value (an implicit return): without it the code would not compile.
    if let previous, let next, next.hasPrefix("}"),
      previous.hasSuffix("{") || previous.hasSuffix(" in")
    {
      let opener = previous.split(separator: " ").first.map(String.init) ?? ""
      let statement = [
        "if", "}", "else", "guard", "for", "while", "do", "defer", "switch", "repeat",
      ]
      let voidFunction =
        ["func", "init", "override", "private", "fileprivate", "package", "public"]
        .contains(opener) && !previous.contains("->") && !previous.contains(" var ")
      if !statement.contains(opener) && !voidFunction { return nil }
    }
    let span = first.range.lowerBound..<last.range.upperBound
    return MutationSite(
      mutation: .removedStatement, line: row, before: String(line[span]), after: "(removed)",
      span: span, rewrite: .wrap(prefix: "if !# { ", suffix: " }"))
  }

  /// The code of the nearest line that has any, going from `row` by `step` (-1 up, 1 down),
  /// trimmed.
  static func nearestCode(_ mask: CodeMask, from row: Int, step: Int) -> String? {
    stride(from: row + step, to: step < 0 ? -1 : mask.code.count, by: step).lazy
      .map { String(mask.code[$0]).trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
  }
}

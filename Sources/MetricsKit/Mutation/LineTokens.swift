/// The tokens of one masked line of Swift: enough to find operators and their operands.
struct LineToken: Equatable {
  enum Kind: Equatable { case word, number, op, open, close, punct }
  let kind: Kind
  let text: String
  /// Columns of the token on its line.
  let range: Range<Int>
  /// Whether whitespace (or the line's edge) is on both sides: Swift's rule for a binary operator.
  var spaced = false

  /// Splits a masked line into tokens.
  static func tokens(of line: [Character]) -> [LineToken] {
    var tokens: [LineToken] = []
    var index = 0
    let opChars: Set<Character> = [
      "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
    ]
    while index < line.count {
      let character = line[index]
      let start = index
      if character == " " || character == "\t" {
        index += 1
        continue
      }
      let kind: Kind
      if character.isLetter || character == "_" || character == "$" || character == "@"
        || character == "#"
      {
        index += 1
        while index < line.count,
          line[index].isLetter || line[index].isNumber || line[index] == "_"
        {
          index += 1
        }
        kind = .word
      } else if character.isNumber {
        while index < line.count,
          line[index].isNumber || line[index] == "." || line[index] == "_"
            || line[index].isLetter
        {
          // `1...3` is a number then a range operator, not one number.
          if line[index] == ".", index + 1 < line.count, line[index + 1] == "." { break }
          index += 1
        }
        kind = .number
      } else if character == "." && index + 1 < line.count && line[index + 1] == "." {
        while index < line.count, line[index] == "." || line[index] == "<" { index += 1 }
        kind = .op
      } else if opChars.contains(character) {
        while index < line.count, opChars.contains(line[index]) { index += 1 }
        kind = .op
      } else if "([{".contains(character) {
        index += 1
        kind = .open
      } else if ")]}".contains(character) {
        index += 1
        kind = .close
      } else {
        index += 1
        kind = .punct
      }
      let before = start == 0 || line[start - 1] == " "
      let after = index >= line.count || line[index] == " "
      tokens.append(
        LineToken(
          kind: kind, text: String(line[start..<index]), range: start..<index,
          spaced: before && after))
    }
    return tokens
  }
}

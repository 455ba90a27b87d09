/// The tokens of one masked line of Swift: enough to find operators and their operands.
struct LineToken: Equatable {
  enum Kind: Equatable { case word, number, op, open, close, punct }
  let kind: Kind
  let text: String
  /// Columns of the token on its line.
  let range: Range<Int>
  /// Whether whitespace (or the line's edge) is on both sides: Swift's rule for a binary operator.
  let spaced: Bool

  /// Splits a masked line into tokens.
  static func tokens(of line: [Character]) -> [LineToken] {
    let opChars = Set<Character>("/=-+!*%<>&|^~?")
    var tokens: [LineToken] = []
    var index = 0
    func skip(while belongs: (Character) -> Bool) {
      while index < line.count, belongs(line[index]) { index += 1 }
    }
    while index < line.count {
      let (start, character) = (index, line[index])
      index += 1
      let kind: Kind
      if character == " " || character == "\t" {
        continue
      } else if character.isLetter || "_$@#".contains(character) {
        skip { $0.isLetter || $0.isNumber || $0 == "_" }
        kind = .word
      } else if character.isNumber {
        // `1...3` is a number then a range operator, not one number.
        while index < line.count, !line[index...].starts(with: ".."),
          line[index].isNumber || line[index].isLetter || "._".contains(line[index])
        {
          index += 1
        }
        kind = .number
      } else if character == ".", index < line.count, line[index] == "." {
        skip { $0 == "." || $0 == "<" }
        kind = .op
      } else if opChars.contains(character) {
        skip(while: opChars.contains)
        kind = .op
      } else {
        kind = "([{".contains(character) ? .open : ")]}".contains(character) ? .close : .punct
      }
      let spaced =
        (start == 0 || line[start - 1] == " ") && (index == line.count || line[index] == " ")
      tokens.append(
        LineToken(
          kind: kind, text: String(line[start..<index]), range: start..<index, spaced: spaced))
    }
    return tokens
  }
}

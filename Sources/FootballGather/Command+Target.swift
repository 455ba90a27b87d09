extension Command {
  /// What a command acts on: the number drawn before an element, or one of its names.
  enum Target: Equatable, ExpressibleByIntegerLiteral {
    /// The number drawn before the element.
    case number(Int)
    /// A label, placeholder or identifier, matched as `NameLookup` describes.
    case name(String)

    /// A number literal is a number target, so `.tap(3)` reads as the typed `tap 3`.
    init(integerLiteral value: Int) {
      self = .number(value)
    }

    /// Reads `words` as one target: one positive number, or a name made of words that do not
    /// start with a number; nil when they are neither (none, `0`, `-3`, `2 3`).
    static func parse(_ words: some Collection<String>) -> Target? {
      guard let first = words.first else { return nil }
      guard isNumber(first) else { return .name(words.joined(separator: " ")) }
      // A word made of digits is always a number, so a name never hides a number.
      guard words.count == 1, let number = Int(first), number > 0 else { return nil }
      return .number(number)
    }

    /// Whether `word` is written as a number (digits, perhaps signed), even one too large.
    static func isNumber(_ word: String) -> Bool {
      let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word)
      return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
  }
}

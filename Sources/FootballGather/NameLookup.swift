/// Finds the element a typed name stands for, among those a command can act on.
///
/// A name matches an element's label (a button's title, a field's placeholder, a row's text, a
/// section's header) or its identifier without the `screen.` prefix, as written or in words
/// (`rememberMe` is also `remember me`); the whole identifier counts when the name has a dot.
/// Case and repeated spaces do not count. A name that is a whole name beats one that is only the
/// start of a name.
enum NameLookup {
  /// An element a name may stand for.
  struct Candidate: Equatable {
    /// The number drawn before it.
    let number: Int
    /// Its text on screen, if it has any.
    let label: String?
    /// Its identifier, `screen.element`, if it has one.
    let identifier: String?
  }

  /// What a name stands for.
  enum Match: Equatable {
    /// Exactly one element.
    case one(Candidate)
    /// Several elements, equally well: the user has to choose.
    case several([Candidate])
    /// None.
    case none
  }

  /// The candidates `name` stands for: those it names whole, else those whose name it starts.
  static func match(_ name: String, among candidates: [Candidate]) -> Match {
    let wanted = normalized(name)
    guard !wanted.isEmpty else { return .none }
    let names = candidates.map { Self.names(of: $0, fullIdentifier: wanted.contains(".")) }
    let exact = candidates.indices.filter { names[$0].contains(wanted) }
    let start = candidates.indices.filter { names[$0].contains { $0.hasPrefix(wanted) } }
    let found = (exact.isEmpty ? start : exact).map { candidates[$0] }
    switch found.count {
    case 0: return .none
    case 1: return .one(found[0])
    default: return .several(found)
    }
  }

  /// `candidates` as a user reads them: `3 Login, 4 rememberMe`; the identifier is added where
  /// two labels are the same, and a long list is cut short.
  static func list(_ candidates: [Candidate], limit: Int = 10) -> String {
    let labels = candidates.map(shownName)
    let items = candidates.prefix(limit).map { candidate -> String in
      let label = OutputText.shortened(shownName(candidate))
      let isShared = labels.filter { $0 == label }.count > 1
      guard isShared, let element = candidate.identifier.map(elementName),
        element != shownName(candidate)
      else { return "\(candidate.number) \(label)" }
      return "\(candidate.number) \(label) (\(element))"
    }
    let more = candidates.count > limit ? ["and \(candidates.count - limit) more"] : []
    return (items + more).joined(separator: ", ")
  }

  /// The name a candidate is shown by: its label, else its identifier without the prefix.
  static func shownName(_ candidate: Candidate) -> String {
    candidate.label.flatMap { $0.isEmpty ? nil : $0 }
      ?? candidate.identifier.map(elementName) ?? "#\(candidate.number)"
  }

  private static func names(of candidate: Candidate, fullIdentifier: Bool) -> [String] {
    let element = candidate.identifier.map(elementName)
    var names = [candidate.label, element, element.map(spacedWords)]
    if fullIdentifier { names.append(candidate.identifier) }
    return names.compactMap { $0.map(normalized) }.filter { !$0.isEmpty }
  }

  /// An identifier without its `screen.` prefix: `login.rememberMe` is `rememberMe`.
  private static func elementName(_ identifier: String) -> String {
    identifier.split(separator: ".", maxSplits: 1).last.map(String.init) ?? identifier
  }

  /// A camel-case identifier in words: `teamAStepper` is `team A Stepper`.
  private static func spacedWords(_ identifier: String) -> String {
    let characters = Array(identifier)
    var words = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      words += (startsWord ? " " : "") + String(character)
    }
    return words
  }

  /// Lowercased, spaces trimmed and single: how names are compared.
  ///
  /// Spaces still count, so that `type pass word` is not `type password`.
  private static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

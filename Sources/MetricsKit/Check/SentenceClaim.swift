/// One claim a configuration sentence makes about a figure.
///
/// `speed.growth.MVVM.select player >= 2` says MVVM's median on "select player" grows at least
/// twice from 1,000 to 10,000 players.
package struct SentenceClaim: Equatable, Sendable {
  /// The figure's name, as `SentenceCheck.figures(of:)` names it.
  package let figure: String
  /// The comparison.
  package let relation: String
  /// The number the figure is compared with.
  package let value: Double

  private static let relations = [">=", "<=", "==", "!=", ">", "<"]

  /// Reads `figure relation number`; nil when the text is not of that shape.
  package init?(_ text: String) {
    for relation in Self.relations {
      guard let range = text.range(of: " \(relation) ") else { continue }
      let figure = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      guard let value = Double(text[range.upperBound...].trimmingCharacters(in: .whitespaces)),
        !figure.isEmpty
      else { return nil }
      self.figure = figure
      self.relation = relation
      self.value = value
      return
    }
    return nil
  }

  /// Whether `actual` keeps the claim.
  package func holds(for actual: Double) -> Bool {
    switch relation {
    case ">=": actual >= value
    case "<=": actual <= value
    case "==": actual == value
    case "!=": actual != value
    case ">": actual > value
    default: actual < value
    }
  }
}

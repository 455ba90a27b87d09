/// One pattern's edition — its logic and one UI — with the figure that answers each of the
/// verdict's questions; nil where the pattern has no such figure.
package struct EditionFigures: Equatable, Sendable {
  /// The pattern's printed name.
  package let pattern: String
  /// Code lines of the logic and the UI.
  package var code: Int
  /// Test code lines of the logic's and the UI's tests.
  package var testCode: Int
  /// Code and test lines the change requests touched in the logic and this UI.
  package var change: Int?
  /// Of `change`, the test lines.
  package var changeTests: Int?
  /// Code lines the second UI's port wrote or changed.
  package var port: Int?
  /// The mutation score of the logic and this UI, by the pattern's own tests.
  package var strength: Ranking.Score?
  /// The time of the slowest action at the largest squad benched.
  package var slowest: NoisyTime?
}

/// The editions written in one UI, and why a question has no ranking among them.
package struct EditionKind: Equatable, Sendable {
  /// The UI every edition here is written in.
  package let ui: MetricsConfig.UserInterface
  /// One per pattern written in that UI, in report order.
  package var editions: [EditionFigures]
  /// Per question whose figures are missing or stale, what to run instead of a ranking.
  package var unranked: [Question: String] = [:]

  /// A question the verdict answers for every edition.
  package enum Question: String, CaseIterable, Sendable {
    case write, test, change, port, strength, scale
  }

  /// Each edition's pattern and figure, for the editions `value` gives one, in report order.
  package func figures<Value>(_ value: (EditionFigures) -> Value?) -> [(String, Value)] {
    editions.compactMap { e in value(e).map { (e.pattern, $0) } }
  }

  /// `UIKit-shaped editions`.
  package var plural: String {
    ui.title.replacingOccurrences(of: " UI", with: "") + " editions"
  }
}

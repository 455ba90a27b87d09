/// `MechanicalRule`'s verdict on each file of each recorded port, stored apart from the port's
/// figures (`Metrics/ui-rewrite-hunks.json`) with the rule it followed: the figures are what git
/// says, the verdict a judgement the rule may revise, and counts made under another rule are
/// not used.
package struct PortHunks: Codable, Equatable, Sendable {
  /// The code lines of a file's mechanical hunks.
  package struct Lines: Codable, Equatable, Sendable {
    /// Lines removed by mechanical hunks.
    package var removed: Int
    /// Lines added by mechanical hunks.
    package var added: Int
  }

  /// The rule's statement when the counts were made.
  package var rule: String
  /// Per pattern name, per file path, the lines of its mechanical hunks; a file with none is
  /// left out.
  package var patterns: [String: [String: Lines]]

  /// Counts following today's rule, for none of the ports yet.
  package static var empty: PortHunks { PortHunks(rule: MechanicalRule.statement, patterns: [:]) }

  /// `self` with the counts of `rewrite`'s ports (those measured by this run) in place of any
  /// older ones; counts made under another rule are dropped first.
  package func merging(_ rewrite: UIRewrite) -> PortHunks {
    var merged = rule == MechanicalRule.statement ? self : .empty
    for (pattern, port) in rewrite.patterns {
      var files: [String: Lines] = [:]
      for file in port.files {
        // A file without mechanical lines is left out: `judged(by:)` reads it as none.
        guard let removed = file.mechanicalRemoved, let added = file.mechanicalAdded,
          removed + added > 0
        else { continue }
        files[file.path] = Lines(removed: removed, added: added)
      }
      merged.patterns[pattern] = files
    }
    return merged
  }
}

extension UIRewrite {
  /// `self` with each file's mechanical lines from `hunks`, when they follow today's rule; a
  /// port they do not cover keeps none, so its split reads as not recorded.
  package func judged(by hunks: PortHunks?) -> UIRewrite {
    guard let hunks, hunks.rule == MechanicalRule.statement else { return self }
    var judged = self
    for (pattern, port) in patterns {
      guard let files = hunks.patterns[pattern] else { continue }
      for (index, file) in port.files.enumerated() {
        judged.patterns[pattern]?.files[index].mechanicalRemoved = files[file.path]?.removed ?? 0
        judged.patterns[pattern]?.files[index].mechanicalAdded = files[file.path]?.added ?? 0
      }
    }
    return judged
  }
}

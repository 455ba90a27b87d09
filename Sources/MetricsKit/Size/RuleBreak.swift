/// A file that breaks an architecture rule.
package struct RuleBreak: Codable, Equatable, Comparable, Sendable {
  /// The offending file, relative to the package root.
  package let path: String
  /// The module it must not import.
  package let module: String
  /// Which rule, in words.
  package let rule: String

  /// Orders by path, then module.
  package static func < (lhs: RuleBreak, rhs: RuleBreak) -> Bool {
    (lhs.path, lhs.module) < (rhs.path, rhs.module)
  }
}

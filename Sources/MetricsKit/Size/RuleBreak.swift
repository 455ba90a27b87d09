/// A file that breaks an architecture rule.
package struct RuleBreak: Codable, Equatable, Comparable, Sendable {
  /// The offending file, relative to the package root.
  package let path: String
  /// The module it must not import.
  package let module: String
  /// Which rule, in words.
  package let rule: String

  /// Creates a rule break.
  package init(path: String, module: String, rule: String) {
    self.path = path
    self.module = module
    self.rule = rule
  }

  /// Orders by path, then module.
  package static func < (lhs: RuleBreak, rhs: RuleBreak) -> Bool {
    (lhs.path, lhs.module) < (rhs.path, rhs.module)
  }
}

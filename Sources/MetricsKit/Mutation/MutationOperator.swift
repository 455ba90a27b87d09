/// The kinds of fault a mutant plants, as the report names them.
package enum MutationOperator: String, Codable, Sendable, CaseIterable {
  /// `==`↔`!=`, `<`↔`<=`, `>`↔`>=`.
  case relational
  /// `&&`↔`||`.
  case logical
  /// `true`↔`false`.
  case booleanLiteral = "boolean literal"
  /// The condition of an `if`, `guard` or `while`, negated.
  case negatedCondition = "negated condition"
  /// `+`↔`-`.
  case arithmetic
  /// A call whose result is not used, removed: a view told to show something, a service call,
  /// a navigation, a delegate callback.
  case removedStatement = "removed statement"
}

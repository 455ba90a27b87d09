/// One mutant: where it is, what it changes, and how the switched text is written.
package struct MutationSite: Equatable, Sendable {
  /// How the site's text changes in the switched source.
  package enum Rewrite: Equatable, Sendable {
    /// The span becomes `(isOn ? (on) : (off))`, `off` being the code as written.
    case replace(on: String, off: String)
    /// `prefix` and `suffix` (with `#` standing for the switch) go around the span, whose
    /// inside may hold other sites.
    case wrap(prefix: String, suffix: String)
  }

  /// The operator.
  package let mutation: MutationOperator
  /// The 1-based line.
  package let line: Int
  /// The code before, as written.
  package let before: String
  /// The code after the fault.
  package let after: String
  /// The columns (0-based, in characters) of the site on its line.
  package let span: Range<Int>
  /// How the switched source writes it.
  package let rewrite: Rewrite

  /// Whether the site wraps its span rather than replacing it.
  package var wraps: Bool {
    if case .wrap = rewrite { true } else { false }
  }
}

/// The rows of "What the second UI cost", one per configured pattern, from the stored ports
/// and the configuration alone (no build, no history).
package struct RewriteRows: Sendable {
  /// One pattern's row.
  package enum Row: Equatable, Sendable {
    /// A pattern whose second UI was ported onto its logic, and what that cost.
    case ported(RewriteCost)
    /// A pattern written in its second UI from the start (MV): nothing was ported.
    case bornInSecondUI(String)
    /// A pattern with no second UI, and why (from `uiRewriteNotes`).
    case noSecondUI(String, note: String?)

    /// The pattern's name.
    package var pattern: String {
      switch self {
      case .ported(let cost): cost.pattern
      case .bornInSecondUI(let name), .noSecondUI(let name, _): name
      }
    }
  }

  /// The rows, in the configuration's order.
  package let rows: [Row]
  /// The ported rows' costs, in the same order.
  package var costs: [RewriteCost] {
    rows.compactMap { if case .ported(let cost) = $0 { cost } else { nil } }
  }

  /// The rows of `patterns` (names, in report order) from `rewrite`.
  package init(patterns: [String], rewrite: UIRewrite, config: MetricsConfig) {
    rows = patterns.map { name in
      guard let port = rewrite.patterns[name] else {
        return .noSecondUI(name, note: config.uiRewriteNotes?[name])
      }
      if port.isBornInPort { return .bornInSecondUI(name) }
      return .ported(RewriteCost(pattern: name, port: port, config: config))
    }
  }
}

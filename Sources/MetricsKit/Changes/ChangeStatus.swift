/// The stored change-cost results as the report shows them, and whether the tree changed since.
package struct ChangeStatus: Equatable, Sendable {
  /// The stored results.
  package let results: ChangeResults
  /// The changes in report order.
  package let changes: [String]
  /// Printed pattern names, in report order, with the target each is stored under.
  package let patterns: [Pattern]
  /// The tree differs from the one the figures were measured on.
  package let stale: Bool

  /// A pattern as the tables print it.
  package struct Pattern: Equatable, Sendable {
    package let name: String
    package let module: String
  }

  /// What the pattern printed as `name` did for `change`; nil without a patch.
  package func cell(_ change: String, of name: String) -> ChangeCell? {
    guard let module = patterns.first(where: { $0.name == name })?.module else { return nil }
    return results.changes[change]?[module]
  }

  /// The lines the pattern touched over every change, or nil unless it has a cell in each;
  /// with `ui`, only those in its logic and that UI's files (one edition, like with like).
  package func totalLines(of name: String, ui: String? = nil) -> Int? {
    let cells = changes.map { cell($0, of: name) }
    guard !cells.isEmpty, cells.allSatisfy({ $0 != nil }) else { return nil }
    return cells.compactMap { $0?.lines(in: ui) }.reduce(0, +)
  }
}

extension ChangeStatus {
  /// The status of `results` for `catalog`'s changes and patterns.
  package init(results: ChangeResults, catalog: ChangeCatalog) {
    self.init(
      results: results, changes: catalog.names,
      patterns: catalog.patterns.map { Pattern(name: $0.name, module: $0.module) },
      stale: results.fingerprint != catalog.fingerprint())
  }
}

/// What a bench run measured, sorted for the tables: the patterns' first UIs, their
/// declarative twins, and printed names.
package struct SpeedSubjects: Sendable {
  /// The patterns' first UIs (or only UI), by target, in the bench's order.
  package let patterns: [String]
  /// The declarative twins, by bench name (`MVVM-declarative`).
  package let twins: [String]
  private let names: [String: String]

  /// The subjects of `run`; `names` gives printed names by target where they differ.
  package init(run: BenchRun, names: [String: String]) {
    let measured = run.results.map(\.pattern).uniqued().filter {
      !SpeedRenderer.toolkits.contains($0)
    }
    twins = measured.filter { $0.hasSuffix(SpeedRenderer.secondUISuffix) }
    patterns = measured.filter { !$0.hasSuffix(SpeedRenderer.secondUISuffix) }
    self.names = names
  }

  /// The printed name of a target.
  package func label(_ target: String) -> String { names[target] ?? target }

  /// A table of a column per pattern, headed `title`, with a row per item of `rows`: its name,
  /// then `cell(pattern, row)` per pattern, or `–`.
  func table(_ title: String, rows: [String], cell: (String, String) -> String?) -> String {
    var table = MarkdownTable(
      [title] + patterns.map(label), rightAligned: Set(1...max(patterns.count, 1)))
    for row in rows { table.add([row] + patterns.map { cell($0, row) ?? "–" }) }
    return table.text
  }
}

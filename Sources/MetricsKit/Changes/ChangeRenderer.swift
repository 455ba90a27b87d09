/// The report's *Change cost* section, from stored change results.
package struct ChangeRenderer: Sendable {
  /// The stored results.
  let status: ChangeStatus
  /// The configured UIs.
  var uis: [MetricsConfig.UserInterface] = []
  /// The tag of the UI a pattern's main figures measure (its first, or its only one).
  var measured: @Sendable (String) -> String? = { _ in nil }

  /// The section's body, after its heading.
  package func section() -> String {
    var text =
      "Every pattern received the same feature requests, each kept as a patch in [`Changes/`](../../Changes) and specified in its `README.md`; a shared `Domain.patch` goes first, so a pattern's patch holds only what the pattern had to do. Lines are code lines (not blank, not comment) added or removed, under `Sources/` (code) and `Tests/` (tests); new types are classes, structs, enums, protocols and actors the patch declares. *Passed*: the patched tree built, and the pattern's own tests and the change's acceptance scenario passed (`scripts/metrics --changes`).\n"
    if status.stale {
      text +=
        "\nThe tree changed since the patches were last run: the lines are read from the patches and current (`--check` verifies them); whether each still passes is not shown until `scripts/metrics --changes` runs them again.\n"
    }
    for change in status.changes {
      text += "\n### `\(change)`\n\n" + table(change)
    }
    text += "\n### Total lines touched\n\n" + totals()
    return text
  }

  private func table(_ change: String) -> String {
    // A pass from another tree is not a fact about this one, so a stale run has no column.
    let passed = status.stale ? [] : ["Passed"]
    var table = MarkdownTable(
      [
        "Pattern", "Files touched", "Files added", "Code +", "Code −", "Tests +", "Tests −",
        "Lines touched", "New types",
      ] + passed, rightAligned: [1, 2, 3, 4, 5, 6, 7, 8])
    for pattern in status.patterns {
      guard let cell = status.cell(change, of: pattern.name) else {
        table.add([pattern.name] + Array(repeating: "–", count: 8 + passed.count))
        continue
      }
      table.add(
        [
          pattern.name, "\(cell.filesTouched)", "\(cell.filesAdded)", "\(cell.codeAdded)",
          "\(cell.codeRemoved)", "\(cell.testAdded)", "\(cell.testRemoved)",
          "\(cell.linesTouched)", "\(cell.newTypes)",
        ] + (status.stale ? [] : [cell.passed ? "yes" : "**no**"]))
    }
    return table.text
  }

  /// Lines touched per change by the logic and the measured UI, then every line split into the
  /// logic's code, each UI's code and tests, a row per pattern: the short page's table.
  package func totals() -> String {
    let titles = uis.map { NumberText.capitalized($0.title) + " code" }
    var table = MarkdownTable(
      ["Pattern"] + status.changes.map { "`\($0)`" }
        + ["Logic and one UI", "Logic code"] + titles + ["Tests", "All"],
      rightAligned: Set(1...(status.changes.count + uis.count + 4)))
    for pattern in status.patterns {
      let ui = measured(pattern.name)
      let cells = status.changes.map { status.cell($0, of: pattern.name) }
      let code = { (tag: String) in
        cells.compactMap { $0.map { ($0.byUI[tag] ?? 0) - ($0.testsByUI[tag] ?? 0) } }
          .reduce(0, +)
      }
      let tests = cells.compactMap { $0.map { $0.testAdded + $0.testRemoved } }.reduce(0, +)
      table.add(
        [pattern.name]
          + cells.map { cell in cell.map { "\($0.lines(in: ui))" } ?? "–" }
          + [status.totalLines(of: pattern.name, ui: ui).map { "**\($0)**" } ?? "–"]
          + (["logic"] + uis.map(\.name)).map { "\(code($0))" }
          + ["\(tests)", status.totalLines(of: pattern.name).map { "\($0)" } ?? "–"])
    }
    return table.text
  }
}

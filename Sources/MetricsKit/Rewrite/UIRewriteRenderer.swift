/// Renders "What survives a UI rewrite": per pattern, the logic both UIs share, what each UI
/// adds, and what the port changed in the logic.
package struct UIRewriteRenderer: Sendable {
  private let figures: Report.Figures
  private let rewrite: UIRewrite?
  private let config: MetricsConfig

  /// Creates a renderer of the measured `figures`, the stored `rewrite` and the configured UIs
  /// and lessons.
  package init(figures: Report.Figures, rewrite: UIRewrite?, config: MetricsConfig) {
    self.figures = figures
    self.rewrite = rewrite
    self.config = config
  }

  /// One pattern's row, as numbers.
  package struct Row: Equatable, Sendable {
    /// The pattern's name.
    package let pattern: String
    /// Code lines of logic files, which every UI of the pattern uses.
    package let logic: Int
    /// Code lines of the first UI's files.
    package let firstUI: Int
    /// Code lines of the second UI's files; zero when it has none.
    package let secondUI: Int
    /// Whether the pattern has a second UI.
    package let hasSecondUI: Bool
    /// What the port changed in the logic files, if it was recorded.
    package let logicChange: (files: Int, added: Int, removed: Int)?

    /// The share of the second UI's edition that is reused logic: `63.6 %`, or `–`.
    package var reused: String {
      hasSecondUI ? NumberText.share(logic, of: logic + secondUI) : "–"
    }

    package static func == (left: Row, right: Row) -> Bool {
      left.pattern == right.pattern && left.logic == right.logic
        && left.firstUI == right.firstUI && left.secondUI == right.secondUI
        && left.hasSecondUI == right.hasSecondUI
        && left.logicChange.map { [$0.files, $0.added, $0.removed] }
          == right.logicChange.map { [$0.files, $0.added, $0.removed] }
    }
  }

  /// Every present pattern's row, in report order.
  package var rows: [Row] {
    let uis = config.uis ?? []
    let first = uis.first?.name
    let second = uis.dropFirst().first?.name
    let secondEditions = second.flatMap { figures.editions?[$0] } ?? []
    return figures.patterns.map { pattern in
      let sources = figures.files.filter { $0.pattern == pattern.name && !$0.isTest }
      let code = { (ui: String?) in
        sources.filter { $0.ui == ui }.map(\.lines.code).reduce(0, +)
      }
      let hasSecond = secondEditions.contains { $0.name == pattern.name }
      return Row(
        pattern: pattern.name, logic: code(nil), firstUI: code(first),
        secondUI: second.map(code) ?? 0, hasSecondUI: hasSecond,
        logicChange: hasSecond ? rewrite?.logicChange(of: pattern.name) : nil)
    }
  }

  /// The section's body.
  package func section() -> String {
    let uis = config.uis ?? []
    guard uis.count > 1 else {
      return "Needs two UIs in the configuration (`uis` in `metrics-config.json`).\n"
    }
    let (first, second) = (uis[0], uis[1])
    var table = MarkdownTable(
      [
        "Pattern", "Logic (both UIs)", "\(first.title) only", "\(second.title) only",
        "Reused logic in the \(second.title) edition", "Logic lines the port changed",
      ], rightAligned: [1, 2, 3, 4])
    for row in rows {
      table.add([
        row.pattern, "\(row.logic)", "\(row.firstUI)",
        row.hasSecondUI ? "\(row.secondUI)" : "–",
        row.reused, changeText(row),
      ])
    }
    let intro =
      "An edition is a pattern's logic plus one UI. A file is tagged by its imports "
      + "(`uis` in `metrics-config.json`): \(tagList(uis)); a file importing none of them is "
      + "logic, which both UIs use, unless `uiFiles` names it as one UI's alone (a declarative "
      + "navigation path observed through Observation only). A test file takes the tag of the "
      + "file it is named after. "
      + "Code lines; the reused share is logic / (logic + \(second.title) only).\n\n"
    return intro + table.text + source() + lessons()
  }

  /// Where the changes come from: one `git diff` per port, the patterns it covered named.
  private func source() -> String {
    guard let rewrite, !rewrite.patterns.isEmpty else {
      return "\nThe port's changes are not recorded yet: `scripts/metrics --ui-rewrite BASE`.\n"
    }
    var ports: [(range: String, patterns: [String])] = []
    for pattern in figures.patterns.map(\.name) {
      guard let port = rewrite.patterns[pattern] else { continue }
      let range = "\(port.base.prefix(12)) \(port.head.prefix(12))"
      if let index = ports.firstIndex(where: { $0.range == range }) {
        ports[index].patterns.append(pattern)
      } else {
        ports.append((range, [pattern]))
      }
    }
    let lines = ports.map {
      "- \($0.patterns.joined(separator: ", ")): `git diff --numstat \($0.range) -- Sources/<P>`"
    }
    return "\nThe port's changes, from the commit before each port's first line to the one "
      + "completing it, stored in `ui-rewrite.json` (`scripts/metrics --ui-rewrite BASE[..END] "
      + "--pattern P,...` writes them):\n\n" + lines.joined(separator: "\n") + "\n"
  }

  private func changeText(_ row: Row) -> String {
    // A pattern with no file of the first UI was written in the second one from the start.
    if row.hasSecondUI, row.firstUI == 0 {
      return "born \(config.uis?.dropFirst().first?.name ?? "in its UI"): nothing ported"
    }
    guard row.hasSecondUI else {
      return config.uiRewriteLessons?[row.pattern] == nil ? "no second UI yet" : "no second UI"
    }
    guard let change = row.logicChange else { return "not recorded" }
    return "+\(change.added) −\(change.removed) in \(change.files) "
      + (change.files == 1 ? "file" : "files")
  }

  private func tagList(_ uis: [MetricsConfig.UserInterface]) -> String {
    uis.map { ui in
      "\(ui.title) (" + ui.imports.map { "`\($0)`" }.joined(separator: ", ") + ")"
    }.joined(separator: ", ")
  }

  private func lessons() -> String {
    let lessons = figures.patterns.compactMap { pattern in
      config.uiRewriteLessons?[pattern.name].map { "- **\(pattern.name)**: \($0)" }
    }
    return lessons.isEmpty ? "" : "\n" + lessons.joined(separator: "\n") + "\n"
  }
}

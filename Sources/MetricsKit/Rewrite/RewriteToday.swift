/// The second UI as the code stands today: each pattern's current files booked by the same
/// roles as the port, beside the historical port's figures.
package struct RewriteToday: Sendable {
  /// One pattern's current code lines by role.
  package struct Row: Equatable, Sendable {
    /// The pattern's name.
    package let pattern: String
    /// Code lines per column of "What the second UI cost".
    package let lines: [RewriteCost.Column: Int]
    /// Whether the pattern has a first UI (MV, born in the second, has none).
    package let hasFirstUI: Bool

    /// Code lines of one column.
    package subscript(column: RewriteCost.Column) -> Int { lines[column] ?? 0 }
    /// Code that exists only for the second UI: its adapters, screens, navigation and root.
    package var secondUIOnly: Int { self[.adapter] + self[.screens] + self[.secondUINavigation] }
    /// Code both UIs share: presentation logic and shared navigation.
    package var shared: Int { self[.presentationLogic] + self[.sharedNavigation] }
    /// The second UI's edition: the shared code and that UI's own.
    package var secondEdition: Int { shared + secondUIOnly }
    /// The first UI's edition: the shared code and that UI's own; nil without a first UI.
    package var firstEdition: Int? { hasFirstUI ? shared + self[.firstUI] : nil }
  }

  /// The rows: every ported pattern, then every pattern born in the second UI, report order.
  package let rows: [Row]
  let titles: RewriteTitles

  /// The rows of `rewriteRows`' patterns with two UIs or born in the second, from `files` (the
  /// current size measurement), each file's role read as the port's are.
  package init(rewriteRows: RewriteRows, files: [FileMetrics], config: MetricsConfig) {
    titles = RewriteTitles(config: config)
    let tagger = RoleTagger(config: config)
    rows = rewriteRows.rows.compactMap { row in
      if case .noSecondUI = row { return nil }
      var lines: [RewriteCost.Column: Int] = [:]
      for file in files where file.pattern == row.pattern && !file.isTest {
        let role = tagger.role(of: file.path, importing: file.imports)
        let column = RewriteCost.column(
          of: role, path: file.path, pattern: row.pattern, config: config)
        lines[column, default: 0] += file.lines.code
      }
      return Row(
        pattern: row.pattern, lines: lines, hasFirstUI: row != .bornInSecondUI(row.pattern))
    }
  }

  /// The table and its sentences, for the report's section; empty without rows.
  package func text() -> String {
    guard !rows.isEmpty else { return "" }
    let second = NumberText.capitalized(titles.secondUI)
    let first = NumberText.capitalized(titles.firstUI)
    var table = MarkdownTable(
      [
        "Pattern", "Adapters", "Screens", "\(second) navigation/root", "\(second) only",
        "Shared navigation", "Presentation logic", Self.edition(second), first,
        Self.edition(first),
      ], rightAligned: Set(1...9))
    for row in rows {
      table.add([
        row.pattern, "\(row[.adapter])", "\(row[.screens])", "\(row[.secondUINavigation])",
        "**\(row.secondUIOnly)**", "\(row[.sharedNavigation])", "\(row[.presentationLogic])",
        "\(row.secondEdition)", row.hasFirstUI ? "\(row[.firstUI])" : "–",
        row.firstEdition.map(String.init) ?? "–",
      ])
    }
    let intro =
      "The second UI as the code stands today, each current file booked by the same roles (code lines, from the size measurement of this tree): what exists only for the \(titles.secondUI), what both UIs share, the \(titles.firstUI)'s own code, and each edition whole.\n\n"
    let sentences = self.sentences()
    return intro + table.text
      + (sentences.isEmpty ? "" : "\n" + sentences.joined(separator: " ") + "\n")
  }

  /// What the table shows, as sentences: the code only the second UI needs, ranked by the
  /// noise rules, and the smallest ported edition of the second UI beside the one born in it.
  package func sentences() -> [String] {
    let ported = rows.filter(\.hasFirstUI)
    let born = rows.filter { !$0.hasFirstUI }
    var sentences: [String] = []
    let only = ported.map { ($0.pattern, $0.secondUIOnly) }
    if only.count > 1 {
      let clause = VerdictRenderer(kinds: [], changeCount: 0).countClause(only)
      sentences.append(
        "Today the code that exists only for the \(titles.secondUI) (adapters, screens, its navigation and root): \(clause)."
      )
    }
    let editions = ported.map { ($0.pattern, $0.secondEdition) }
    if let ranking = Ranking.counts(editions), let bornRow = born.first {
      let figures = Dictionary(editions, uniquingKeysWith: { first, _ in first })
      let least = (ranking.isTie ? ported.map(\.pattern) : ranking.least)
        .sorted { (figures[$0] ?? 0) < (figures[$1] ?? 0) }
      let named = NumberText.list(least.map { "**\($0)**'s" })
      let sizes = least.map { "\(figures[$0] ?? 0)" }.joined(separator: ", ")
      let smallest = least.compactMap { figures[$0] }.min() ?? 0
      let ratio = NumberText.times(Double(smallest) / Double(max(1, bornRow.secondEdition)))
      let subject =
        least.count == 1
        ? "the smallest \(Self.edition(titles.secondUI)) is \(named) (\(sizes) code lines), \(ratio)"
        : "the smallest \(Self.edition(titles.secondUI))s, about the same, are \(named) (\(sizes) code lines), from \(ratio)"
      sentences.append(
        "Among the patterns with two UIs, \(subject) **\(bornRow.pattern)**'s (\(bornRow.secondEdition)), which was born in that UI."
      )
    }
    return sentences
  }

  /// `declarative edition` for `declarative UI`, as the verdict names editions.
  private static func edition(_ ui: String) -> String {
    ui.replacingOccurrences(of: " UI", with: "") + " edition"
  }
}

import Foundation

/// The report's *Test strength* tables and `Metrics/mutants.md`, from stored mutation results.
package struct MutationRenderer: Sendable {
  let status: MutationStatus

  /// A pattern whose time-outs pass this share of its viable mutants says why.
  package static let timeoutShareToExplain = 0.10

  /// The time the shown patterns' mutant runs took, added up; runs of one pattern at a time
  /// are stored separately, so the whole run's time would say only what the last run took.
  var runSeconds: Double {
    status.patterns.compactMap { status.results.patterns[$0.module]?.seconds }.reduce(0, +)
  }

  /// How a mutant's run is stopped, stated wherever time-outs are counted.
  var limitText: String {
    let stored = status.patterns.compactMap { status.results.patterns[$0.module]?.limitSeconds }
    let range =
      stored.isEmpty
      ? ""
      : " (here \(String(format: "%.0f", stored.min() ?? 0))–\(String(format: "%.0f", stored.max() ?? 0)) s)"
    return
      "a mutant's test run is stopped at ten times the unmutated run's time, at least 5 s\(range)"
  }

  /// The main table: per pattern, the mutants and both scores side by side.
  package func scoreTable() -> String {
    var table = MarkdownTable(
      [
        "Pattern", "Viable mutants", "Killed", "Timed out", "Survived",
        "Score, time-outs as detected (%)", "Score, killed only (%)",
      ], rightAligned: [1, 2, 3, 4, 5, 6])
    for (name, module) in status.patterns {
      guard let counts = status.mainCounts(of: module) else { continue }
      let stale = status.stale.contains(module) ? " (stale)" : ""
      table.add([
        name, "\(counts.viable)", "\(counts.killed)", "\(counts.timedOut)", "\(counts.survived)",
        Self.percent(counts.score) + stale, Self.percent(counts.killedScore) + stale,
      ])
    }
    return table.text
  }

  /// The patterns whose time-outs pass `timeoutShareToExplain` of their viable mutants, with
  /// that share, most first.
  package func manyTimeouts() -> [(name: String, module: String, share: Double)] {
    status.patterns.compactMap { name, module in
      guard let counts = status.mainCounts(of: module), counts.viable > 0 else { return nil }
      let share = Double(counts.timedOut) / Double(counts.viable)
      return share > Self.timeoutShareToExplain ? (name, module, share) : nil
    }.sorted { ($0.share, $1.name) > ($1.share, $0.name) }
  }

  /// The patterns of `manyTimeouts` with their shares: `UDF (12.5 %), MVC (10.4 %)`.
  package func manyTimeoutNames() -> String {
    manyTimeouts().map { "\($0.name) (\(Self.percent($0.share * 100)) %)" }
      .joined(separator: ", ")
  }

  /// The details page's section: definitions, both scores, what timed out, and the splits.
  package func section() -> String {
    var text =
      "A mutant is a small fault planted in a pattern's code (operators: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))). A mutant is *killed* when a test fails, *timed out* when \(limitText), and *survived* when every test passes. The score with time-outs counts them as detected (Stryker's \"detected\"); the score of killed only counts them as not noticed. Measured by `scripts/metrics --mutation`, whose runs took \(String(format: "%.0f", runSeconds)) s in all (the build not included); the survivors and time-outs are listed in [mutants.md](../mutants.md). A pattern marked *stale* changed since it was measured.\n\n"
      + scoreTable()
    text += timeouts()
    let staleTags = status.patterns.filter { status.staleTags.contains($0.module) }.map(\.name)
    if !staleTags.isEmpty {
      text +=
        "\nThe split by screen, layer and UI below was stored with another configuration or tagger than the current one for \(staleTags.joined(separator: ", ")): those columns are marked *tags stale* until `scripts/metrics --mutation` runs again.\n"
    }
    text += "\n### By screen\n\n" + grouped(\.screens, title: "Screen")
    text += "\n### By layer\n\n" + grouped(\.layers, title: "Layer")
    return text
  }

  /// The patterns with many time-outs, each with the files its time-outs are in.
  private func timeouts() -> String {
    let many = manyTimeouts()
    guard !many.isEmpty else { return "" }
    var table = MarkdownTable(["Pattern", "File", "Timed out"], rightAligned: [2])
    for (name, module, _) in many {
      let byFile = Dictionary(
        grouping: status.results.patterns[module]?.timeouts ?? [], by: \.file)
      for file in byFile.keys.sorted() {
        table.add([name, "`\(file)`", "\(byFile[file]?.count ?? 0)"])
      }
    }
    return
      "\n### Time-outs\n\nMore than \(Int(Self.timeoutShareToExplain * 100)) % of viable mutants time out in "
      + manyTimeoutNames()
      + ": \(limitText). A time-out is a mutant that made a loop or a wait never end, so the tests could not finish; where they are (each mutant is in [mutants.md](../mutants.md)):\n\n"
      + table.text
  }

  static func percent(_ value: Double?) -> String {
    value.map { String(format: "%.1f", $0) } ?? "–"
  }

  private func grouped(
    _ groups: KeyPath<PatternMutation, [String: MutationCounts]>, title: String
  ) -> String {
    let names = status.patterns.map {
      status.staleTags.contains($0.module) ? "\($0.name) (tags stale)" : $0.name
    }
    var table = MarkdownTable([title] + names, rightAligned: Set(1...max(names.count, 1)))
    let keys = Set(
      status.patterns.compactMap { status.results.patterns[$0.module]?[keyPath: groups] }
        .flatMap(\.keys))
    for key in keys.ordered(by: status.order) {
      table.add(
        [key]
          + status.patterns.map { pattern in
            guard let counts = status.results.patterns[pattern.module]?[keyPath: groups][key]
            else { return "–" }
            let score = counts.score.map { String(format: "%.1f %%", $0) } ?? "–"
            return "\(score) of \(counts.mutants - counts.notViable)"
          })
    }
    return table.text
  }
}

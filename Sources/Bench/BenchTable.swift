import Foundation

/// The benchmark as text tables: times per action and size, growth, and peak memory.
struct BenchTable {
  let report: BenchReport
  let options: BenchOptions

  /// The text printed without `--json`.
  var text: String {
    let measured = report.peakMemoryMB.keys.sorted { order($0) < order($1) }
    let patterns = measured.filter { $0 != HostedListBench.name }
    var lines = [
      "Speed at scale: \(report.machine); commit \(report.commit)",
      "Median / p95 in ms over \(options.rounds) rounds of \(options.repeats) runs, each after "
        + "\(options.warmUp) warm-up runs"
        + (options.inProcess ? ", all in this process; " : ", each round a process of its own; ")
        + "[cells built per run]; slowest/fastest median per row.",
      "",
    ]
    let header = ["action", "players"] + patterns + ["slowest/fastest"]
    var rows: [[String]] = []
    for action in BenchAction.allCases.map(\.rawValue) where !patterns.isEmpty {
      for players in options.players {
        let found = patterns.map { result($0, players, action) }
        let medians = found.compactMap { $0?.medianMs }
        let spread = (medians.min() ?? 0) > 0 ? (medians.max() ?? 0) / (medians.min() ?? 1) : 0
        rows.append(
          [action, String(players)]
            + found.map { $0.map { "\(ms($0.medianMs)) / \(ms($0.p95Ms)) [\($0.cells)]" } ?? "–" }
            + [String(format: "%.2f×", spread)])
      }
    }
    lines += table(header, rows)
    if let small = options.players.first(where: { $0 == 1_000 }),
      let large = options.players.first(where: { $0 == 10_000 })
    {
      lines += ["", "Growth of the median from \(small) to \(large) players:"]
      let growth = BenchAction.allCases.map(\.rawValue).map { action in
        [action]
          + patterns.map { pattern in
            guard let from = result(pattern, small, action)?.medianMs,
              let to = result(pattern, large, action)?.medianMs, from > 0
            else { return "–" }
            return String(format: "%.2f×", to / from)
          }
      }
      lines += table(["action"] + patterns, growth)
    }
    lines += hostedList
    lines += [
      "",
      "Peak resident memory: "
        + measured.map { "\($0) \(String(format: "%.1f", report.peakMemoryMB[$0] ?? 0)) MB" }
        .joined(separator: ", ")
        + (options.inProcess ? " (one process: each figure is the run's peak so far)" : ""),
    ]
    return lines.joined(separator: "\n")
  }

  /// DeclarativeKit's hosted list, if measured: one row per size.
  private var hostedList: [String] {
    let rows = options.players.compactMap { size in
      result(HostedListBench.name, size, HostedListBench.action).map {
        [String(size), "\(ms($0.medianMs)) / \(ms($0.p95Ms)) [\($0.cells)]"]
      }
    }
    guard !rows.isEmpty else { return [] }
    return ["", "\(HostedListBench.name): a hosted list, \(HostedListBench.action):"]
      + table(["rows", "median / p95 [cells]"], rows)
  }

  private func order(_ pattern: String) -> Int {
    BenchOptions.measurable.firstIndex { $0 == pattern } ?? Int.max
  }

  private func result(_ pattern: String, _ players: Int, _ action: String) -> BenchResult? {
    report.results.first { $0.pattern == pattern && $0.players == players && $0.action == action }
  }

  private func ms(_ value: Double) -> String {
    String(format: value < 10 ? "%.3f" : "%.1f", value)
  }

  private func table(_ header: [String], _ rows: [[String]]) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let cell = row[column]
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
  }
}

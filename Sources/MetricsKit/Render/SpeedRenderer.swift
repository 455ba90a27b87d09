import Foundation

/// Renders the "Speed at scale" section from the latest `--bench` figures.
package enum SpeedRenderer {
  /// The squad sizes the growth is read between.
  package static let growthSizes = (from: 1_000, to: 10_000)

  /// The section's body: how it was measured, times, growth, memory; or how to measure it.
  ///
  /// The bench names patterns by target; `names` gives the printed name where it differs
  /// (`MVPC` → `MVP-C`).
  package static func section(_ run: BenchRun?, names: [String: String] = [:]) -> String {
    let note =
      "Speed depends on the machine and on its load, so `--check` never compares it; a run "
      + "without `--bench` keeps the latest measured figures.\n"
    guard let run, !run.results.isEmpty else {
      return "No speed measured yet: run `scripts/metrics --bench`. " + note
    }
    let patterns = order(run.results.map(\.pattern)).filter { !toolkits.contains($0) }
    let intro =
      "Measured by `scripts/metrics --bench` (`swift run -c release bench`) on \(run.date) "
      + "from commit `\(run.commit)` (sources fingerprint `\(run.fingerprint)`), on "
      + "\(run.machine). Each action runs through the ViewKit driver on the Player List of a "
      + "logged-in user, on the in-memory local backend, in a screen 40 lines tall: median / "
      + "95th percentile of \(run.runs) timed runs after warm-up runs, in milliseconds; "
      + "\"cells\" are the table cells built in one run. " + note
    let label = { (target: String) in names[target] ?? target }
    let toolkitRun = run.filtered { toolkits.contains($0.pattern) }
    let patternRun = run.filtered { !toolkits.contains($0.pattern) }
    return intro + "\n" + times(patternRun, patterns, label) + "\n"
      + findings(patternRun, patterns, label) + "\n" + growth(patternRun, patterns, label) + "\n"
      + memory(patternRun, patterns, label) + toolkit(toolkitRun)
  }

  /// The cases that measure a toolkit rather than a pattern, each with its own table.
  package static let toolkits: Set<String> = ["DeclarativeKit"]

  /// The limits a toolkit's update is held to: at 1,000 rows, and its growth to 10,000.
  package static let toolkitLimits = (medianMs: 1.0, growth: 12.0)

  /// Each toolkit's case: its time per size, its growth, and whether it keeps to the limits.
  private static func toolkit(_ run: BenchRun) -> String {
    var text = ""
    for name in order(run.results.map(\.pattern)) {
      let results = run.results.filter { $0.pattern == name }.sorted { $0.players < $1.players }
      guard let action = results.first?.action else { continue }
      var table = MarkdownTable(["Rows", "Median / p95 (ms)", "Cells"], rightAligned: [0, 1, 2])
      for result in results {
        table.add(
          [
            "\(result.players)", "\(ms(result.medianMs)) / \(ms(result.p95Ms))",
            result.cells.map(String.init) ?? "–",
          ])
      }
      text +=
        "\n\(name), on its own: a `List` of N rows hosted in a window 40 lines tall; \"\(action)\" "
        + "renames one drawn row and runs the layout pass that shows it.\n\n" + table.text
      let (from, to) = growthSizes
      if let small = results.first(where: { $0.players == from })?.medianMs,
        let large = results.first(where: { $0.players == to })?.medianMs, small > 0
      {
        let growth = large / small
        let kept = small <= toolkitLimits.medianMs && growth <= toolkitLimits.growth
        text +=
          "\nAt \(from) rows the median is \(ms(small)) ms and it grows \(times(growth)) to \(to) "
          + "rows: \(kept ? "within" : "outside") the limits of "
          + "\(String(format: "%.0f", toolkitLimits.medianMs)) ms and "
          + "\(String(format: "%.0f", toolkitLimits.growth))×. Each update still lists every "
          + "row's id (to keep identities), as SwiftUI's `ForEach` does; only drawn rows are "
          + "evaluated.\n"
      }
      if let memory = run.peakMemoryMB[name] {
        text += "Peak resident memory: \(String(format: "%.1f", memory)) MB.\n"
      }
    }
    return text
  }

  private static func times(
    _ run: BenchRun, _ patterns: [String], _ label: (String) -> String
  ) -> String {
    var table = MarkdownTable(
      ["Action", "Players"] + patterns.map(label) + ["Cells"],
      rightAligned: Set(1...(patterns.count + 2)))
    for action in order(run.results.map(\.action)) {
      for players in Set(run.results.map(\.players)).sorted() {
        let found = patterns.map { result(run, $0, players, action) }
        guard found.contains(where: { $0 != nil }) else { continue }
        let cells = Set(found.compactMap { $0?.cells }).sorted().map(String.init)
        table.add(
          [action, "\(players)"]
            + found.map { $0.map { "\(ms($0.medianMs)) / \(ms($0.p95Ms))" } ?? "–" }
            + [cells.isEmpty ? "–" : cells.joined(separator: ", ")])
      }
    }
    return table.text
  }

  /// The slowest pattern against the fastest, per action, at the largest size measured.
  private static func findings(
    _ run: BenchRun, _ patterns: [String], _ label: (String) -> String
  ) -> String {
    guard let size = run.results.map(\.players).max(), patterns.count > 1 else { return "" }
    var worst: (action: String, ratio: Double, slow: String, fast: String)?
    for action in order(run.results.map(\.action)) {
      let found = patterns.compactMap { pattern in
        result(run, pattern, size, action).map { (pattern, $0.medianMs) }
      }
      guard let fast = found.min(by: { $0.1 < $1.1 }), let slow = found.max(by: { $0.1 < $1.1 }),
        fast.1 > 0
      else { continue }
      let ratio = slow.1 / fast.1
      if ratio > worst?.ratio ?? 0 { worst = (action, ratio, slow.0, fast.0) }
    }
    guard let worst else { return "" }
    return "At \(size) players the widest gap between patterns is on \"\(worst.action)\": "
      + "\(label(worst.slow)) takes \(times(worst.ratio)) the median time of "
      + "\(label(worst.fast)).\n"
  }

  private static func growth(
    _ run: BenchRun, _ patterns: [String], _ label: (String) -> String
  ) -> String {
    let (from, to) = growthSizes
    let sizes = Set(run.results.map(\.players))
    guard sizes.contains(from), sizes.contains(to) else {
      return "Growth needs both \(from) and \(to) players measured.\n"
    }
    var table = MarkdownTable(
      ["Growth of the median, \(from) → \(to) players"] + patterns.map(label),
      rightAligned: Set(1...max(patterns.count, 1)))
    for action in order(run.results.map(\.action)) {
      table.add(
        [action]
          + patterns.map { pattern in
            guard let small = result(run, pattern, from, action)?.medianMs,
              let large = result(run, pattern, to, action)?.medianMs, small > 0
            else { return "–" }
            return times(large / small)
          })
    }
    return table.text
  }

  private static func memory(
    _ run: BenchRun, _ patterns: [String], _ label: (String) -> String
  ) -> String {
    var table = MarkdownTable(
      ["Peak resident memory (MB)"] + patterns.map(label),
      rightAligned: Set(1...max(patterns.count, 1)))
    table.add(
      ["whole run"]
        + patterns.map { run.peakMemoryMB[$0].map { String(format: "%.1f", $0) } ?? "–" })
    return table.text
  }

  private static func result(
    _ run: BenchRun, _ pattern: String, _ players: Int, _ action: String
  ) -> BenchRun.Result? {
    run.results.first { $0.pattern == pattern && $0.players == players && $0.action == action }
  }

  /// Names in the order they first appear.
  private static func order(_ names: [String]) -> [String] {
    var seen: [String] = []
    for name in names where !seen.contains(name) { seen.append(name) }
    return seen
  }

  private static func ms(_ value: Double) -> String { String(format: "%.3f", value) }

  private static func times(_ ratio: Double) -> String { String(format: "%.2f×", ratio) }
}

import Foundation

/// Renders the "Speed at scale" section from the latest `--bench` figures.
package enum SpeedRenderer {
  /// The squad sizes the growth is read between.
  package static let growthSizes = (from: 1_000, to: 10_000)

  /// The section's body: how it was measured, times, growth, memory; or how to measure it.
  ///
  /// The bench names patterns by target; `names` gives the printed name where it differs
  /// (`MVPC` → `MVP-C`).
  /// `declarativeOnly` names the patterns (by target) whose one UI is declarative, held to the
  /// declarative UIs' limits too. `notes` says, by printed name, why a pattern's time grows.
  package static func section(
    _ run: BenchRun?, names: [String: String] = [:], declarativeOnly: Set<String> = [],
    notes: [String: String] = [:]
  ) -> String {
    let note =
      "Speed depends on the machine and on its load, so `--check` never compares it; a run "
      + "without `--bench` keeps the latest measured figures.\n"
    guard let run, !run.results.isEmpty else {
      return "No speed measured yet: run `scripts/metrics --bench`. " + note
    }
    let measured = order(run.results.map(\.pattern)).filter { !toolkits.contains($0) }
    let twins = measured.filter { $0.hasSuffix(secondUISuffix) }
    let patterns = measured.filter { !twins.contains($0) }
    let intro =
      "Measured by `scripts/metrics --bench` (`swift run -c release bench`) on \(run.date) "
      + "from commit `\(run.commit)` (sources fingerprint `\(run.fingerprint)`), on "
      + "\(run.machine). Each action runs through the ViewKit driver on the Player List of a "
      + "logged-in user, on the in-memory local backend, in a screen 40 lines tall: median / "
      + "95th percentile of \(run.runs) timed runs after warm-up runs, in milliseconds; "
      + "\"cells\" are the table cells built in one run. " + note
    let label = { (target: String) in names[target] ?? target }
    let toolkitRun = run.filtered { toolkits.contains($0.pattern) }
    let patternRun = run.filtered { patterns.contains($0.pattern) }
    return intro + "\n" + times(patternRun, patterns, label) + "\n"
      + findings(patternRun, patterns, label) + causes(patterns.map(label), notes) + "\n"
      + growth(patternRun, patterns, label) + "\n"
      + memory(patternRun, patterns, label)
      + secondUI(run, twins, patterns.filter(declarativeOnly.contains), label)
      + toolkit(toolkitRun)
  }

  /// The bench name of a pattern's second, declarative UI: `MVVM-declarative`.
  package static let secondUISuffix = "-declarative"

  /// The limits every declarative UI, and the toolkit under them, is held to: the median at
  /// 1,000 players (or rows), and its growth to 10,000.
  package static let declarativeLimits = (medianMs: 1.0, growth: 12.0)

  /// "within the limits of 1 ms and 12×" (or "outside"), for a `median` and a `growth`.
  private static func limitsText(median: Double, growth: Double) -> String {
    let kept = median <= declarativeLimits.medianMs && growth <= declarativeLimits.growth
    return "\(kept ? "within" : "outside") the limits of "
      + "\(String(format: "%.0f", declarativeLimits.medianMs)) ms and "
      + "\(String(format: "%.0f", declarativeLimits.growth))×"
  }

  /// Each declarative UI against its UIKit-shaped twin: both medians and their ratio, the
  /// limits at 1,000 players and the growth to 10,000 (for the declarative-only patterns too).
  private static func secondUI(
    _ run: BenchRun, _ twins: [String], _ declarativeOnly: [String], _ label: (String) -> String
  ) -> String {
    guard !twins.isEmpty || !declarativeOnly.isEmpty else { return "" }
    let pairs = twins.map { ($0, String($0.dropLast(secondUISuffix.count))) }
    var table = MarkdownTable(
      ["Action", "Players"] + pairs.map { "\(label($0.1)): declarative / UIKit-shaped" },
      rightAligned: Set(1...(pairs.count + 1)))
    var slower: [String] = []
    for action in order(run.results.map(\.action)) {
      for players in Set(run.results.map(\.players)).sorted() {
        let cells = pairs.map { twin, first -> String in
          guard let second = result(run, twin, players, action)?.medianMs else { return "–" }
          guard let base = result(run, first, players, action)?.medianMs, base > 0 else {
            return ms(second)
          }
          let ratio = second / base
          if ratio > 2, players == growthSizes.to {
            slower.append("\(label(first)) on \"\(action)\" (\(times(ratio)))")
          }
          return "\(ms(second)) / \(ms(base)) (\(times(ratio)))"
        }
        guard cells.contains(where: { $0 != "–" }) else { continue }
        table.add([action, "\(players)"] + cells)
      }
    }
    let limits =
      pairs.compactMap { twin, first in
        limit(run, twin, "\(label(first))'s declarative UI")
      }
      + declarativeOnly.compactMap { limit(run, $0, "\(label($0)) (declarative only)") }
    let gap =
      slower.isEmpty
      ? "No declarative UI takes more than twice its twin's time at \(growthSizes.to) players.\n"
      : "More than twice its twin's time at \(growthSizes.to) players: "
        + slower.joined(separator: ", ") + ". " + secondUIReason + "\n"
    let comparison =
      twins.isEmpty
      ? ""
      : "\nThe declarative UIs, on the same logic as their UIKit-shaped twins (median in ms, "
        + "declarative / UIKit-shaped, and their ratio):\n\n" + table.text + "\n"
    return comparison + limits.joined(separator: " ") + (limits.isEmpty ? "" : "\n")
      + (twins.isEmpty ? "" : gap)
  }

  /// How one declarative UI keeps the limits: its slowest median at 1,000 players and its
  /// largest growth to 10,000, over every action.
  private static func limit(_ run: BenchRun, _ name: String, _ title: String) -> String? {
    let (from, to) = growthSizes
    let figures = order(run.results.map(\.action)).compactMap { action -> (Double, Double)? in
      guard let small = result(run, name, from, action)?.medianMs,
        let large = result(run, name, to, action)?.medianMs, small > 0
      else { return nil }
      return (small, large / small)
    }
    guard let worstTime = figures.map(\.0).max(), let worstGrowth = figures.map(\.1).max()
    else { return nil }
    return "\(title): slowest median at \(from) players \(ms(worstTime)) ms, largest growth to "
      + "\(to) \(times(worstGrowth)), \(limitsText(median: worstTime, growth: worstGrowth))."
  }

  /// Why a declarative UI can cost more than its twin: the same widgets, plus a body to evaluate
  /// and a tree to compare on every change.
  static let secondUIReason =
    "A declarative update evaluates the changed views' bodies and reconciles them with the "
    + "widgets before ViewKit draws, work the UIKit-shaped UI does not do: on Player List each "
    + "pass builds the screen's values from every player and lists every row's id to compare "
    + "with the last pass's (O(N), as SwiftUI's `ForEach` does), where the UIKit-shaped UI "
    + "reloads only the rows it changed."

  /// The cases that measure a toolkit rather than a pattern, each with its own table.
  package static let toolkits: Set<String> = ["DeclarativeKit"]

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
        text +=
          "\nAt \(from) rows the median is \(ms(small)) ms and it grows \(times(growth)) to \(to) "
          + "rows: \(limitsText(median: small, growth: growth)). Each update still lists every "
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

  /// Why the patterns whose time grows with the squad do: one line each, in report order.
  private static func causes(_ patterns: [String], _ notes: [String: String]) -> String {
    let lines = patterns.compactMap { name in notes[name].map { "- **\(name)**: \($0)\n" } }
    guard !lines.isEmpty else { return "" }
    return "\nWhere the time grows with the squad, and why:\n\n" + lines.joined()
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

import Foundation

extension SpeedRenderer {
  /// Per-action counts the bench reported besides cells (one column per name), such as the
  /// bodies a declarative UI evaluated, at 1,000 players (the limits' size; else the smallest
  /// squad), beside the cells its UIKit-shaped twin's tables built for the same action; nothing
  /// when there are none.
  static func counts(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    let names = Set(run.results.flatMap { Array(($0.counts ?? [:]).keys) }).sorted()
    let sizes = Set(run.results.map(\.players))
    guard !names.isEmpty, let players = sizes.contains(1_000) ? 1_000 : sizes.min() else {
      return ""
    }
    var table = MarkdownTable(
      ["Pattern", "Action"] + names + ["Cells built", "UIKit-shaped twin: cells"],
      rightAligned: Set(2...(names.count + 3)))
    for result in run.results where result.players == players {
      guard let counts = result.counts else { continue }
      let first = String(result.pattern.dropLast(secondUISuffix.count))
      let twin =
        subjects.twins.contains(result.pattern)
        ? Self.result(run, first, players, result.action) : nil
      table.add(
        [subjects.label(result.pattern), result.action]
          + names.map { counts[$0].map(String.init) ?? "–" }
          + [result.cells.map(String.init) ?? "–", twin?.cells.map(String.init) ?? "–"])
    }
    return
      "\nCounted per action at \(players) players, in one run (the median over the runs): the view bodies DeclarativeKit evaluated and the table cells built, beside the cells the UIKit-shaped twin built for the same action.\n\n"
      + table.text
  }

  /// Each declarative UI against its UIKit-shaped twin (both medians and their ratio), then
  /// one row per declarative UI against the limits at 1,000 players and the growth to 10,000.
  static func secondUI(
    _ run: BenchRun, _ subjects: SpeedSubjects, declarativeOnly: [String]
  ) -> String {
    guard !subjects.twins.isEmpty || !declarativeOnly.isEmpty else { return "" }
    let pairs = subjects.twins.map { ($0, String($0.dropLast(secondUISuffix.count))) }
    var table = MarkdownTable(
      ["Action", "Players"] + pairs.map { subjects.label($0.1) },
      rightAligned: Set(1...(pairs.count + 1)))
    for action in run.results.map(\.action).uniqued() {
      for players in Set(run.results.map(\.players)).sorted() {
        let cells = pairs.map { twin, first -> String in
          guard let second = result(run, twin, players, action)?.timing else { return "–" }
          guard let base = result(run, first, players, action)?.timing, base.median > 0 else {
            return NoisyTime.ms(second.median)
          }
          // `≈` is short, so that a row of six twins stays within the page's width.
          let ratio =
            second.isApart(from: base) ? NumberText.times(second.median / base.median) : "≈"
          return "\(NoisyTime.ms(second.median)) / \(NoisyTime.ms(base.median)) (\(ratio))"
        }
        guard cells.contains(where: { $0 != "–" }) else { continue }
        table.add([action, "\(players)"] + cells)
      }
    }
    let comparison =
      pairs.isEmpty
      ? ""
      : "\nThe declarative UIs, on the same logic as their UIKit-shaped twins (each cell: median in ms, declarative / UIKit-shaped, and their ratio, or ≈ when the two are within the noise):\n\n"
        + table.text + "\n"
        + secondUIReason + "\n"
    let limitRows =
      pairs.compactMap { twin, first in limit(run, twin, "\(subjects.label(first))") }
      + declarativeOnly.compactMap { limit(run, $0, "\(subjects.label($0)) (declarative only)") }
    return comparison + limitsTable(limitRows)
  }

  /// The declarative UIs against the limits, one row each.
  private static func limitsTable(_ rows: [[String]]) -> String {
    guard !rows.isEmpty else { return "" }
    let (from, to) = growthSizes
    var table = MarkdownTable(
      [
        "Declarative UI", "Slowest median at \(from) players (ms)", "Largest growth to \(to)",
        "Within \(String(format: "%.0f", declarativeLimits.medianMs)) ms and \(String(format: "%.0f", declarativeLimits.growth))×",
      ], rightAligned: [1, 2])
    for row in rows { table.add(row) }
    return "\n" + table.text
  }

  /// One declarative UI's slowest median at 1,000 players and largest growth to 10,000.
  static func limit(_ run: BenchRun, _ name: String, _ title: String) -> [String]? {
    guard let (worstTime, worstGrowth) = worst(run, name) else { return nil }
    let kept = worstTime <= declarativeLimits.medianMs && worstGrowth <= declarativeLimits.growth
    return [title, NoisyTime.ms(worstTime), NumberText.times(worstGrowth), kept ? "yes" : "**no**"]
  }

  /// The slowest median at 1,000 and the largest growth to 10,000, over every action.
  static func worst(_ run: BenchRun, _ name: String) -> (Double, Double)? {
    let (from, to) = growthSizes
    let figures = run.results.map(\.action).uniqued().compactMap {
      action -> (Double, Double)? in
      guard let small = result(run, name, from, action)?.medianMs,
        let large = result(run, name, to, action)?.medianMs, small > 0
      else { return nil }
      return (small, large / small)
    }
    guard let time = figures.map(\.0).max(), let growth = figures.map(\.1).max() else { return nil }
    return (time, growth)
  }

  /// Why a declarative UI can cost more than its twin: the same widgets, plus a body to evaluate
  /// and a tree to compare on every change.
  static let secondUIReason =
    "A declarative update evaluates the changed views' bodies and reconciles them with the widgets before ViewKit draws, work the UIKit-shaped UI does not do: on Player List each pass builds the screen's values from every player and lists every row's id to compare with the last pass's (O(N), as SwiftUI's `ForEach` does), where the UIKit-shaped UI reloads only the rows it changed."

  /// Each toolkit's case: its time per size and its growth against the limits.
  static func toolkit(_ run: BenchRun) -> String {
    var text = ""
    for name in run.results.map(\.pattern).uniqued() {
      let results = run.results.filter { $0.pattern == name }.sorted { $0.players < $1.players }
      guard let action = results.first?.action else { continue }
      var table = MarkdownTable(["Rows", "Median (ms)", "Cells"], rightAligned: [0, 1, 2])
      for result in results {
        table.add(["\(result.players)", cell(result.timing), result.cells.map(String.init) ?? "–"])
      }
      text +=
        "\n\(name), on its own: a `List` of N rows hosted in a window 40 lines tall; \"\(action)\" renames one drawn row and runs the layout pass that shows it. Each update still lists every row's id (to keep identities), as SwiftUI's `ForEach` does; only drawn rows are evaluated.\n\n"
        + table.text
      if let row = limit(run, name, name) {
        text += limitsTable([row])
      }
      if let memory = run.peakMemoryMB[name] {
        text += "\nPeak resident memory: \(String(format: "%.1f", memory)) MB.\n"
      }
    }
    return text
  }
}

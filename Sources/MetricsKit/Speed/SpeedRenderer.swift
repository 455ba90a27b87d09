import Foundation

/// Renders speed at scale from the latest `--bench` figures: the details page's section and
/// the short page's table and findings.
///
/// Every comparison goes through `NoisyTime`: a ratio or a growth is stated as a finding only
/// when the round medians of the two times do not overlap.
package enum SpeedRenderer {
  /// The squad sizes the growth is read between.
  package static let growthSizes = (from: 1_000, to: 10_000)

  /// The bench name of a pattern's second, declarative UI: `MVVM-declarative`.
  package static let secondUISuffix = "-declarative"

  /// The cases that measure a toolkit rather than a pattern, each with its own table.
  package static let toolkits: Set<String> = ["DeclarativeKit"]

  /// The limits every declarative UI, and the toolkit under them, is held to: the median at
  /// 1,000 players (or rows), and its growth to 10,000.
  package static let declarativeLimits = (medianMs: 1.0, growth: 12.0)

  static let checkNote =
    "Speed depends on the machine and on its load, so `--check` never compares it; a run without `--bench` keeps the latest measured figures.\n"

  /// The details page's section: how it was measured, times with their spread, growth,
  /// memory, the declarative UIs against their twins, and the toolkit alone; or how to measure.
  ///
  /// The bench names patterns by target; `names` gives the printed name where it differs
  /// (`MVPC` → `MVP-C`). `declarativeOnly` names the patterns (by target) whose one UI is
  /// declarative.
  package static func section(
    _ run: BenchRun?, names: [String: String] = [:], declarativeOnly: Set<String> = []
  ) -> String {
    guard let run, !run.results.isEmpty else {
      return "No speed measured yet: run `scripts/metrics --bench`. " + checkNote
    }
    let subjects = SpeedSubjects(run: run, names: names)
    let patternRun = run.filtered { subjects.patterns.contains($0.pattern) }
    return intro(run) + "\n" + times(patternRun, subjects) + "\n"
      + (widestGap(patternRun, subjects).map { $0 + "\n" } ?? "")
      + growthFindings(patternRun, subjects) + "\n"
      + growth(patternRun, subjects) + "\n" + memory(patternRun, subjects)
      + counts(run.filtered { !toolkits.contains($0.pattern) }, subjects)
      + secondUI(run, subjects, declarativeOnly: subjects.patterns.filter(declarativeOnly.contains))
      + toolkit(run.filtered { toolkits.contains($0.pattern) })
  }

  static func intro(_ run: BenchRun) -> String {
    let rounds = run.results.map(\.roundMediansMs.count).max() ?? 0
    return
      "Measured by `scripts/metrics --bench` (`swift run -c release bench`) on \(run.date) from commit `\(run.commit)` (sources fingerprint `\(run.fingerprint)`), on \(run.machine). Each action runs through the ViewKit driver on the Player List of a logged-in user, on the in-memory local backend, in a screen 40 lines tall: median of \(rounds) rounds of \(run.runs) timed runs each, after warm-up runs, each round in a process of its own (one start of the same binary can run every action of a pattern markedly faster than the next start, and the noise must show it), in milliseconds, ± half the range of the round medians (the noise); a gap or a growth is called a finding only when the two ranges do not overlap, otherwise \"within noise\"; \"cells\" are the table cells built in one run. "
      + checkNote
  }

  private static func times(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    var table = MarkdownTable(
      ["Action", "Players"] + subjects.patterns.map(subjects.label) + ["Cells"],
      rightAligned: Set(1...(subjects.patterns.count + 2)))
    for action in run.results.map(\.action).uniqued() {
      for players in Set(run.results.map(\.players)).sorted() {
        let found = subjects.patterns.map { result(run, $0, players, action) }
        guard found.contains(where: { $0 != nil }) else { continue }
        let cells = Set(found.compactMap { $0?.cells }).sorted().map(String.init)
        table.add(
          [action, "\(players)"] + found.map { $0.map { cell($0.timing) } ?? "–" }
            + [cells.isEmpty ? "–" : cells.joined(separator: ", ")])
      }
    }
    return table.text
  }

  /// `0.065 ±0.002`.
  static func cell(_ time: NoisyTime) -> String {
    NoisyTime.ms(time.median) + " ±" + NoisyTime.ms((time.high - time.low) / 2)
  }

  /// The largest gap between two patterns, over every action at the largest size, among the
  /// gaps outside the noise; nil with fewer than two patterns.
  package static func widestGap(_ run: BenchRun, _ subjects: SpeedSubjects) -> String? {
    guard let size = run.results.map(\.players).max(), subjects.patterns.count > 1 else {
      return nil
    }
    var widest: (action: String, ratio: Double, slow: String, fast: String)?
    for action in run.results.map(\.action).uniqued() {
      let found = subjects.patterns.compactMap { pattern in
        result(run, pattern, size, action).map { (pattern, $0.timing) }
      }
      for (slow, slowTime) in found {
        for (fast, fastTime) in found where fastTime.median < slowTime.median {
          let ratio = slowTime.median / fastTime.median
          if slowTime.isApart(from: fastTime), ratio > widest?.ratio ?? 0 {
            widest = (action, ratio, slow, fast)
          }
        }
      }
    }
    guard let widest else {
      return "At \(size) players every gap between patterns is within noise."
    }
    return
      "At \(size) players the widest gap outside the noise is on \"\(widest.action)\": \(subjects.label(widest.slow)) takes \(NumberText.times(widest.ratio)) the median time of \(subjects.label(widest.fast))."
  }

  /// Where the time grows with the squad: one line per action on which some patterns' median
  /// grows at least twice, beyond the noise, while others' stays within it.
  private static func growthFindings(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    let (from, to) = growthSizes
    var lines: [String] = []
    for action in run.results.map(\.action).uniqued() {
      let growths = subjects.patterns.compactMap { pattern in
        growth(run, pattern, action).map { (subjects.label(pattern), $0) }
      }
      let flat = growths.filter { !$0.1.apart }.map(\.0)
      let grows = growths.filter { $0.1.apart && $0.1.ratio >= 2 }.map {
        "\($0.0) (\(NumberText.times($0.1.ratio)))"
      }
      guard !grows.isEmpty, !flat.isEmpty else { continue }
      lines.append(
        "- On \"\(action)\" the median grows at least twice from \(from) to \(to) players in \(NumberText.list(grows)), and stays within noise in \(NumberText.list(flat)).\n"
      )
    }
    guard !lines.isEmpty else { return "" }
    return "\nWhere the time grows with the squad, and where it does not:\n\n" + lines.joined()
  }

  /// The growth of one subject's median on `action` from 1,000 to 10,000: `4.00×`, "within
  /// noise", or nil when a size is missing.
  static func growthText(_ run: BenchRun, _ subject: String, _ action: String) -> String? {
    growth(run, subject, action).map { $0.apart ? NumberText.times($0.ratio) : "within noise" }
  }

  /// The growth of one subject's median on `action` from 1,000 to 10,000 players, and whether
  /// it clears the noise; nil when a size is missing.
  static func growth(
    _ run: BenchRun, _ subject: String, _ action: String
  ) -> (ratio: Double, apart: Bool)? {
    let (from, to) = growthSizes
    guard let small = result(run, subject, from, action)?.timing,
      let large = result(run, subject, to, action)?.timing, small.median > 0
    else { return nil }
    return (large.median / small.median, large.isApart(from: small))
  }

  private static func growth(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    let (from, to) = growthSizes
    let sizes = Set(run.results.map(\.players))
    guard sizes.contains(from), sizes.contains(to) else {
      return "Growth needs both \(from) and \(to) players measured.\n"
    }
    return subjects.table(
      "Growth of the median, \(from) → \(to) players",
      rows: run.results.map(\.action).uniqued()
    ) { growthText(run, $0, $1) }
  }

  private static func memory(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    subjects.table("Peak resident memory (MB)", rows: ["whole run"]) { pattern, _ in
      run.peakMemoryMB[pattern].map { String(format: "%.1f", $0) }
    }
  }

  static func result(
    _ run: BenchRun, _ pattern: String, _ players: Int, _ action: String
  ) -> BenchRun.Result? {
    run.results.first { $0.pattern == pattern && $0.players == players && $0.action == action }
  }
}

import Foundation

/// The short page's speed and timing sections.
extension MarkdownRenderer {
  func speedSection() -> String {
    guard let run = report.bench, !run.results.isEmpty else {
      return SpeedRenderer.section(nil) + more("speed.md", "how speed is measured")
    }
    let subjects = SpeedSubjects(run: run, names: report.patternNames)
    let patternRun = run.filtered { subjects.patterns.contains($0.pattern) }
    let size = patternRun.results.map(\.players).max() ?? 0
    let table = subjects.table(
      "Median at \(size) players (ms)", rows: patternRun.results.map(\.action).uniqued()
    ) { SpeedRenderer.result(patternRun, $0, size, $1).map { SpeedRenderer.cell($0.timing) } }
    var sentences = [SpeedRenderer.widestGap(patternRun, subjects)].compactMap(\.self)
    sentences.append(growthSentence(patternRun, subjects))
    if let limits = declarativeSentence(run, subjects) { sentences.append(limits) }
    return table + "\n" + paragraph(sentences)
      + more("speed.md", "every size, growth, memory, the declarative UIs and why times grow")
  }

  /// How many growths from 1,000 to 10,000 players clear the noise, and the largest.
  private func growthSentence(_ run: BenchRun, _ subjects: SpeedSubjects) -> String {
    let (from, to) = SpeedRenderer.growthSizes
    let growths = subjects.patterns.flatMap { pattern in
      run.results.map(\.action).uniqued().compactMap { action in
        SpeedRenderer.growth(run, pattern, action).map { (pattern, action, $0.ratio, $0.apart) }
      }
    }
    let apart = growths.filter { $0.3 }
    let total = growths.count
    guard let largest = apart.max(by: { $0.2 < $1.2 }) else {
      return "From \(from) to \(to) players every growth of the \(total) measured is within noise."
    }
    return
      "From \(from) to \(to) players \(apart.count) of \(total) medians grow outside the noise; the most, \(subjects.label(largest.0))'s \"\(largest.1)\", \(NumberText.times(largest.2))."
  }

  /// The declarative UIs' slowest medians at 1,000 players against the limit, as one range.
  private func declarativeSentence(_ run: BenchRun, _ subjects: SpeedSubjects) -> String? {
    let names =
      subjects.twins
      + subjects.patterns.filter {
        report.figures.otherUIOnly(firstUI: report.config?.firstUI).contains(subjects.label($0))
      }
    let worst = names.compactMap { SpeedRenderer.worst(run, $0)?.0 }
    guard let low = worst.min(), let high = worst.max() else { return nil }
    let limit = SpeedRenderer.declarativeLimits.medianMs
    let within = worst.filter { $0 <= limit }.count
    return
      "\(within) of \(worst.count) declarative UIs keep their slowest median at \(SpeedRenderer.growthSizes.from) players within \(String(format: "%.0f", limit)) ms (\(NoisyTime.ms(low))–\(NoisyTime.ms(high)) ms)."
  }

  /// The stored timings against the tree; without that, the stored timings of the measured
  /// patterns, none judged stale.
  var timingStatus: TimingStatus {
    report.timingStatus
      ?? TimingStatus(
        run: report.timings, patterns: report.figures.patterns.map(\.name), fingerprints: [:])
  }

  func timingSection() -> String {
    let status = timingStatus
    guard let run = status.run else {
      return "No timings measured yet: run `scripts/metrics --timings`.\n"
    }
    var table = MarkdownTable(
      [
        "Pattern", "Clean build (s, range)", "Incremental build (s, range)",
        "Test run (s, range)", "Runs",
      ], rightAligned: [1, 2, 3, 4])
    var measured: [(String, Timing)] = []
    for row in status.rows {
      guard let timing = row.timing else {
        table.add([row.pattern, "–", "–", "–", "not measured"])
        continue
      }
      table.add([
        row.pattern, Self.spread(timing.cleanBuildSeconds, timing.cleanBuildRange),
        Self.spread(timing.incrementalBuildSeconds, timing.incrementalBuildRange),
        Self.spread(timing.testSeconds, timing.testRange),
        "\(timing.runs)" + (row.isStale ? " (stale)" : ""),
      ])
      measured.append((row.pattern, timing))
    }
    let fewest = measured.map(\.1.runs).min() ?? 0
    let sentence =
      if fewest < TimingMeasurer.comparableRuns {
        "Measured on \(run.date) with \(fewest == 1 ? "one run" : "\(fewest) runs"): not comparable; `scripts/metrics --timings` takes \(TimingMeasurer.comparableRuns) runs or more before the report compares patterns."
      } else if let fast = measured.min(by: { $0.1.cleanBuildSeconds < $1.1.cleanBuildSeconds }),
        let slow = measured.max(by: { $0.1.cleanBuildSeconds < $1.1.cleanBuildSeconds })
      {
        "A clean build of the target takes from \(NumberText.seconds(fast.1.cleanBuildSeconds)) s (\(fast.0)) to \(NumberText.seconds(slow.1.cleanBuildSeconds)) s (\(slow.0)), medians of \(fewest) runs or more on \(run.machine.cores) cores."
      } else {
        ""
      }
    return table.text + "\n" + sentence + compiles(measured.map(\.0)) + "\n"
      + more("timings.md", "the machine, the touched files and what each time measures")
  }

  /// `3.17 (3.02–3.40)`: the median and its runs' range, so a gap inside it reads as noise.
  static func spread(_ median: Double, _ range: ClosedRange<Double>?) -> String {
    let text = NumberText.seconds(median)
    guard let range else { return text }
    return text
      + " (\(NumberText.seconds(range.lowerBound))–\(NumberText.seconds(range.upperBound)))"
  }

  /// What each timed target compiles: which targets hold two UIs' files, so their times are
  /// not one edition's.
  private func compiles(_ patterns: [String]) -> String {
    let twoUIs = patterns.filter { report.figures.uis(of: $0).count > 1 }
    guard !twoUIs.isEmpty else { return "" }
    let oneUI = patterns.filter { !twoUIs.contains($0) }
    return
      " The targets of \(NumberText.list(twoUIs)) compile both UIs\(oneUI.isEmpty ? "" : ", those of \(NumberText.list(oneUI)) one"), so these times are not one edition's."
  }
}

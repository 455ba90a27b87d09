import Foundation

/// Checks the configuration text the report prints (the speed notes; the UI-rewrite lessons are
/// generated from their figures) against the figures: each sentence must carry at least one claim in `sentenceClaims`, and every claim
/// must hold, so a sentence the figures contradict cannot reach the report.
package enum SentenceCheck {
  /// Every configuration sentence the report prints, by key (`speedNotes.MVVM`), with its text.
  package static func sentences(in config: MetricsConfig) -> [String: String] {
    var sentences: [String: String] = [:]
    for (pattern, text) in config.speedNotes ?? [:] { sentences["speedNotes.\(pattern)"] = text }
    return sentences
  }

  /// What is wrong with the configuration's sentences against `report`'s figures, one line per
  /// problem, sorted; empty when every sentence is backed.
  package static func problems(config: MetricsConfig, report: Report) -> [String] {
    let figures = figures(of: report)
    let claims = config.sentenceClaims ?? [:]
    var problems: [String] = []
    for (key, text) in sentences(in: config) {
      let own = claims[key] ?? []
      if own.isEmpty {
        problems.append("\(key): no claim in sentenceClaims backs \"\(text.prefix(60))…\"")
      }
      for line in own {
        guard let claim = SentenceClaim(line) else {
          problems.append("\(key): '\(line)' is not 'figure relation number'")
          continue
        }
        guard let actual = figures[claim.figure] else {
          // A figure not measured (no bench run, say) cannot contradict the sentence.
          continue
        }
        if !claim.holds(for: actual) {
          problems.append(
            "\(key): '\(line)' does not hold (\(claim.figure) is \(String(format: "%g", actual)))")
        }
      }
    }
    return problems.sorted()
  }

  /// The figures claims can name, by name: `lines.<Pattern>.<tag>` (code lines of the
  /// pattern's sources with that UI tag, `logic` for logic) and `speed.growth.<Pattern>.<action>`
  /// (the median at 10,000 players over that at 1,000).
  package static func figures(of report: Report) -> [String: Double] {
    var figures: [String: Double] = [:]
    let tags = ["logic"] + (report.config?.uis?.map(\.name) ?? [])
    for pattern in report.figures.patterns.map(\.name) {
      for tag in tags { figures["lines.\(pattern).\(tag)"] = 0 }
    }
    for file in report.figures.files where !file.isTest {
      figures["lines.\(file.pattern).\(file.ui ?? "logic")", default: 0] += Double(
        file.lines.code)
    }
    if let run = report.bench {
      let (from, to) = SpeedRenderer.growthSizes
      for result in run.results where result.players == to {
        guard
          let small = SpeedRenderer.result(run, result.pattern, from, result.action)?.medianMs,
          small > 0
        else { continue }
        let name = report.patternNames[result.pattern] ?? result.pattern
        figures["speed.growth.\(name).\(result.action)"] = result.medianMs / small
      }
    }
    return figures
  }
}

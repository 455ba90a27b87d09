import Foundation

extension MetricsCommand {
  /// Fails when a configuration sentence the report would print is not backed by its claims,
  /// or a claim contradicts the figures.
  static func checkSentences(
    _ config: MetricsConfig, configFile: URL, figures: Report.Figures, bench: BenchRun?
  ) throws(MetricsError) {
    var report = Report(
      header: Report.Header(fingerprint: "", toolchain: ""), figures: figures, timings: nil,
      bench: bench)
    report.config = config
    report.patternNames = Dictionary(
      uniqueKeysWithValues: config.patterns.filter { $0.module != $0.name }.map {
        ($0.module, $0.name)
      })
    let problems = SentenceCheck.problems(config: config, report: report)
    guard problems.isEmpty else {
      throw .badConfig(
        path: configFile.path,
        reason: "configuration sentences the figures do not back:\n"
          + problems.joined(separator: "\n"))
    }
  }
}

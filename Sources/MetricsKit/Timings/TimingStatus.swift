import Foundation

/// The stored timings as the report shows them: one row per pattern in the tree, so a pattern
/// that joined after the last `--timings` run is shown as not measured instead of having no row.
package struct TimingStatus: Equatable, Sendable {
  /// One pattern's row.
  package struct Row: Equatable, Sendable {
    /// The pattern's printed name.
    package let pattern: String
    /// Its stored timing; nil when it was never timed.
    package let timing: Timing?
    /// Whether the timing was taken on other sources or tests than the pattern has now.
    package let isStale: Bool
  }

  /// The stored measurement: its date and machine, shown above the table.
  package let run: TimingRun?
  /// One row per pattern in the tree, in configured order.
  package let rows: [Row]
}

extension TimingStatus {
  /// The status of `run` for `patterns` (printed names), each pattern's current fingerprint
  /// taken from `fingerprints`; one missing there has nothing to be compared with, so a stored
  /// timing of it is shown as measured.
  package init(run: TimingRun?, patterns: [String], fingerprints: [String: String]) {
    self.run = run
    rows = patterns.map { name in
      let timing = run?.timings.first { $0.pattern == name }
      let stale = timing.map { $0.fingerprint != (fingerprints[name] ?? $0.fingerprint) } ?? false
      return Row(pattern: name, timing: timing, isStale: stale)
    }
  }

  /// The status of `run` for the patterns of `config` present under `root`.
  package init(run: TimingRun?, patterns: [MetricsConfig.Pattern], root: URL) {
    self.init(
      run: run, patterns: patterns.map(\.name),
      fingerprints: Dictionary(
        uniqueKeysWithValues: patterns.map { ($0.name, Fingerprint.of(pattern: $0, root: root)) }))
  }
}

import Foundation

/// The stored timings as the report shows them: one row per pattern in the tree, so a pattern
/// that joined after the last `--timings` run is shown as not measured instead of having no row.
package struct TimingStatus: Equatable, Sendable {
  /// How a pattern's timing stands against the tree.
  package enum State: Equatable, Sendable {
    /// Timed on the sources and tests the pattern has now.
    case current(Timing)
    /// Timed on other sources or tests.
    case stale(Timing)
    /// Never timed.
    case notMeasured
  }

  /// One pattern's row.
  package struct Row: Equatable, Sendable {
    /// The pattern's printed name.
    package let pattern: String
    /// Its timing's standing.
    package let state: State
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
      guard let timing = run?.timings.first(where: { $0.pattern == name }) else {
        return Row(pattern: name, state: .notMeasured)
      }
      guard let current = fingerprints[name] else {
        return Row(pattern: name, state: .current(timing))
      }
      return Row(
        pattern: name, state: timing.fingerprint == current ? .current(timing) : .stale(timing))
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

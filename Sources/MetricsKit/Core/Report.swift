/// The whole report: deterministic figures, plus the run's header and optional timings.
package struct Report: Codable, Equatable, Sendable {
  /// The figures that the same tree always reproduces, byte for byte.
  package struct Figures: Codable, Equatable, Sendable {
    /// Layer names in report order.
    package let layers: [String]
    /// One entry per measured pattern, in configured order.
    package let patterns: [PatternMetrics]
    /// Every measured file, sorted by path.
    package let files: [FileMetrics]
    /// Screen names in configured order; screens not listed follow, sorted.
    package var screens: [String] = []
    /// Configured patterns whose source folder does not exist (yet), in configured order.
    package var absentPatterns: [String] = []
    /// The targets every pattern builds on, in configured order; nil when none is configured.
    package var shared: [SharedFigures]?
    /// Per UI other than the first, the editions written in it, in pattern order.
    ///
    /// An edition is the pattern's logic and that UI; `patterns` holds the first UI's editions.
    /// Nil when no pattern has a second UI.
    package var editions: [String: [PatternMetrics]]?
  }

  /// What the report was made from and with.
  ///
  /// No date and no commit, so that running the tool again on the same tree with the same
  /// toolchain writes the same bytes. `--check` compares the fingerprint, not the toolchain,
  /// which may differ from machine to machine.
  package struct Header: Codable, Equatable, Sendable {
    /// The fingerprint of the sources measured (`Fingerprint.ofMeasuredSources(root:config:)`).
    package let fingerprint: String
    /// The first line of `swift --version`.
    package let toolchain: String
  }

  /// The run's header.
  package let header: Header
  /// The deterministic figures.
  package let figures: Figures
  /// The latest test and build times `--timings` measured, kept by runs without it.
  package let timings: TimingRun?
  /// The latest speed at scale `--bench` measured, kept by runs without it.
  package var bench: BenchRun?
  /// The kept speed figures were measured on other sources than these.
  package var benchStale = false
  /// The stored mutation results and their staleness; kept in `mutation.json`, not here.
  package var mutation: MutationStatus?
  /// The stored change-cost results and their staleness; kept in `changes.json`, not here.
  package var changes: ChangeStatus?
  /// The stored timings against the tree, a row per pattern; when nil, the report shows the
  /// stored timings of the measured patterns without judging whether they are stale.
  package var timingStatus: TimingStatus?
  /// Printed pattern names by target where they differ (`MVPC` → `MVP-C`), for the sections
  /// whose figures are stored by target.
  package var patternNames: [String: String] = [:]
  /// What the UI ports changed, from `ui-rewrite.json`.
  package var uiRewrite: UIRewrite?
  /// The configuration measured with, for the UIs' titles and the lessons.
  package var config: MetricsConfig?

  private enum CodingKeys: String, CodingKey { case header, figures, timings, bench }

  /// What a run keeps of the stored `metrics.json`: the timings and speed figures, which only
  /// `--timings` and `--bench` measure again.
  package struct Kept: Decodable, Sendable {
    /// The stored timings, if any.
    package let timings: TimingRun?
    /// The stored speed at scale, if any.
    package let bench: BenchRun?
  }
}

/// A pattern's measured times, medians of several runs.
package struct Timing: Codable, Equatable, Sendable {
  /// The pattern's name.
  package let pattern: String
  /// How many runs the medians are over.
  package let runs: Int
  /// Median seconds to build the pattern's target from scratch, its dependencies already built.
  package let cleanBuildSeconds: Double
  /// Median seconds to rebuild the target after touching ``touchedFile``.
  package let incrementalBuildSeconds: Double
  /// The file touched for the incremental build, relative to the package root.
  package let touchedFile: String
  /// Median seconds to run the pattern's tests, build done.
  package let testSeconds: Double
  /// The fastest and slowest run of each: the spread the medians are read against; nil in
  /// timings taken before the spread was kept.
  package var cleanBuildRange: ClosedRange<Double>? = nil
  package var incrementalBuildRange: ClosedRange<Double>? = nil
  package var testRange: ClosedRange<Double>? = nil
  /// The fingerprint of the pattern's sources and tests when timed
  /// (`Fingerprint.of(pattern:root:)`).
  package let fingerprint: String
}

/// One `--timings` measurement: when, on which machine, and the times, each with the fingerprint
/// of what it timed.
package struct TimingRun: Codable, Equatable, Sendable {
  /// The machine the times were taken on.
  package struct Machine: Codable, Equatable, Sendable {
    /// Active processor cores.
    package let cores: Int
    /// The operating system, as it names itself.
    package let os: String
    /// The first line of `swift --version`.
    package let toolchain: String
  }

  /// The UTC date and time of the measurement, ISO 8601.
  package let date: String
  /// The machine.
  package let machine: Machine
  /// One timing per pattern, in configured order.
  package let timings: [Timing]
}

import Foundation

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

  /// Creates a timing.
  package init(
    pattern: String, runs: Int, cleanBuildSeconds: Double, incrementalBuildSeconds: Double,
    touchedFile: String, testSeconds: Double
  ) {
    self.pattern = pattern
    self.runs = runs
    self.cleanBuildSeconds = cleanBuildSeconds
    self.incrementalBuildSeconds = incrementalBuildSeconds
    self.touchedFile = touchedFile
    self.testSeconds = testSeconds
  }
}

/// One `--timings` measurement: when, from what, on which machine, and the times.
package struct TimingRun: Codable, Equatable, Sendable {
  /// The machine the times were taken on.
  package struct Machine: Codable, Equatable, Sendable {
    /// Active processor cores.
    package let cores: Int
    /// The operating system, as it names itself.
    package let os: String
    /// The first line of `swift --version`.
    package let toolchain: String

    /// Creates a machine description.
    package init(cores: Int, os: String, toolchain: String) {
      self.cores = cores
      self.os = os
      self.toolchain = toolchain
    }
  }

  /// The UTC date and time of the measurement, ISO 8601.
  package let date: String
  /// The commit measured.
  package let commit: String
  /// The machine.
  package let machine: Machine
  /// One timing per pattern, in configured order.
  package let timings: [Timing]

  /// Creates a measurement record.
  package init(date: String, commit: String, machine: Machine, timings: [Timing]) {
    self.date = date
    self.commit = commit
    self.machine = machine
    self.timings = timings
  }

  /// The timings of a committed `metrics.json`, which a run without `--timings` keeps; none if
  /// it has none or holds them in an older shape.
  package static func committed(in data: Data) -> TimingRun? {
    struct Committed: Decodable { let timings: TimingRun? }
    return (try? JSONDecoder().decode(Committed.self, from: data))?.timings
  }
}

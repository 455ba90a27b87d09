/// A pattern's measured times, medians of several runs.
package struct Timing: Codable, Equatable, Sendable {
  /// The pattern's name.
  package let pattern: String
  /// How many runs the medians are over.
  package let runs: Int
  /// Median seconds to run the pattern's tests, build done.
  package let testSeconds: Double
  /// Median seconds to rebuild the pattern's target, its dependencies already built.
  package let buildSeconds: Double

  /// Creates a timing.
  package init(pattern: String, runs: Int, testSeconds: Double, buildSeconds: Double) {
    self.pattern = pattern
    self.runs = runs
    self.testSeconds = testSeconds
    self.buildSeconds = buildSeconds
  }
}

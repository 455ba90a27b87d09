import Foundation

/// One `--bench` measurement: speed at scale, per pattern, squad size and UI action.
package struct BenchRun: Codable, Equatable, Sendable {
  /// The times of one action at one squad size for one pattern, as the bench prints them.
  package struct Result: Codable, Equatable, Sendable {
    /// The pattern's target name.
    package let pattern: String
    /// The players in the squad.
    package let players: Int
    /// The action, such as `reload list`.
    package let action: String
    /// The median time, in milliseconds.
    package let medianMs: Double
    /// The 95th percentile, in milliseconds.
    package let p95Ms: Double
    /// The cells the tables built in one run, if the bench reported them.
    package let cells: Int?
    /// Each round's median, in milliseconds.
    package let roundMediansMs: [Double]
    /// Further counts of one run the bench reports per action, by name (such as the bodies a
    /// declarative UI evaluated); the speed details show one column per name.
    package var counts: [String: Int]?

    /// The median with the range of the round medians around it.
    package var timing: NoisyTime {
      NoisyTime(median: medianMs, roundMedians: roundMediansMs)
    }
  }

  /// The UTC date and time of the measurement, ISO 8601.
  package let date: String
  /// The commit measured, as the bench read it.
  package let commit: String
  /// The machine, as the bench describes it.
  package let machine: String
  /// The fingerprint of the sources measured (`Fingerprint.ofBenchedSources(root:)`).
  package let fingerprint: String
  /// The timed runs of each action.
  package let runs: Int
  /// Every result, in the bench's order.
  package let results: [Result]
  /// Each pattern's peak resident memory, in megabytes.
  package let peakMemoryMB: [String: Double]

  /// The same run with only the results (and memory figures) of the subjects `isIncluded` keeps.
  package func filtered(_ isIncluded: (Result) -> Bool) -> BenchRun {
    let results = results.filter(isIncluded)
    let names = Set(results.map(\.pattern))
    return BenchRun(
      date: date, commit: commit, machine: machine, fingerprint: fingerprint, runs: runs,
      results: results, peakMemoryMB: peakMemoryMB.filter { names.contains($0.key) })
  }

  /// Reads the bench's `--json` output, adding what the bench does not know.
  package static func decode(
    benchOutput data: Data, date: String, fingerprint: String, runs: Int
  ) throws(MetricsError) -> BenchRun {
    struct Output: Decodable {
      let machine: String
      let commit: String
      let results: [Result]
      let peakMemoryMB: [String: Double]
    }
    do {
      let output = try JSONDecoder().decode(Output.self, from: data)
      return BenchRun(
        date: date, commit: output.commit, machine: output.machine, fingerprint: fingerprint,
        runs: runs, results: output.results, peakMemoryMB: output.peakMemoryMB)
    } catch { throw .unreadableFile(path: "bench --json", reason: "cannot decode: \(error)") }
  }
}

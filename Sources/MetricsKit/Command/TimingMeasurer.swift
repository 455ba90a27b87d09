import Foundation

/// Times each pattern's test run and its target's rebuild, medians of several runs.
package struct TimingMeasurer: Sendable {
  private let context: BuildContext
  private let runs: Int

  /// Creates a measurer doing `runs` runs of each timing.
  package init(context: BuildContext, runs: Int) {
    self.context = context
    self.runs = runs
  }

  /// Timings for the patterns of `groups` (pattern groups first, in order, as measured).
  package func measure(
    patterns: [MetricsConfig.Pattern], groups: [TestGroup], bundle: URL
  ) async throws(MetricsError) -> [Timing] {
    let scratch = context.root.appendingPathComponent(".build/metrics-timings")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var timings: [Timing] = []
    for (pattern, group) in zip(patterns, groups) {
      var testTimes: [Double] = []
      for run in 1...runs {
        context.progress.log("timing \(pattern.name) tests, run \(run)/\(runs)…")
        let result = try await GroupRun.run(
          group, bundle: bundle, directory: scratch, context: context)
        testTimes.append(result.seconds)
      }
      var buildTimes: [Double] = []
      for run in 1...runs {
        context.progress.log("timing \(pattern.name) build, run \(run)/\(runs)…")
        buildTimes.append(try await rebuild(pattern))
      }
      timings.append(
        Timing(
          pattern: pattern.name, runs: runs, testSeconds: median(testTimes),
          buildSeconds: median(buildTimes)))
    }
    // The touched targets leave the test bundle stale; rebuild so the tree stays warm.
    try await context.buildForCoverage()
    return timings
  }

  /// Touches the target's sources, then times building that target alone.
  private func rebuild(_ pattern: MetricsConfig.Pattern) async throws(MetricsError) -> Double {
    let folder = context.root.appendingPathComponent(pattern.sources)
    let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    for name in names where name.hasSuffix(".swift") {
      try? FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
    let clock = ContinuousClock()
    let start = clock.now
    _ = try await context.runner.check(
      context.swift, ["build", "--target", pattern.name, "--enable-code-coverage"])
    let duration = clock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

import Foundation

/// Times, per pattern, a clean build of its target (dependencies already built), an incremental
/// build after touching one file, and its test run: medians of several runs.
package struct TimingMeasurer: Sendable {
  let context: BuildContext
  let runs: Int
  /// The fewest runs whose medians the report compares; fewer are for trying out, and the
  /// report says they are not comparable.
  package static let comparableRuns = 3

  /// The file an incremental build touches: the Login view controller if the pattern has one,
  /// else its first source file by path, so every pattern is timed on a comparable edit.
  package static func touchedFile(in sources: [String], pattern: MetricsConfig.Pattern) -> String? {
    let login = pattern.sources + "/Login/LoginViewController.swift"
    return sources.contains(login) ? login : sources.sorted().first
  }

  /// Timings for the patterns of `groups` (pattern groups first, in order, as measured).
  package func measure(
    patterns: [MetricsConfig.Pattern], groups: [TestGroup], bundle: TestBundle, sources: [String]
  ) async throws(MetricsError) -> [Timing] {
    let scratch = context.root.appendingPathComponent(".build/metrics-timings")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let bin = try await context.binPath(["--enable-code-coverage"])
    var timings: [Timing] = []
    for (pattern, group) in zip(patterns, groups) {
      var testTimes: [Double] = []
      for run in 1...runs {
        context.progress.log("timing \(pattern.name) tests, run \(run)/\(runs)…")
        let result = try await GroupRun.run(
          group, bundle: bundle, directory: scratch, context: context)
        testTimes.append(result.seconds)
      }
      // Dependencies first, so the clean builds time the pattern's target alone.
      _ = try await build(pattern)
      var cleanTimes: [Double] = []
      for run in 1...runs {
        context.progress.log("timing \(pattern.name) clean build, run \(run)/\(runs)…")
        removeProducts(of: pattern, in: bin)
        cleanTimes.append(try await build(pattern))
      }
      let touched = Self.touchedFile(
        in: sources.filter { $0.hasPrefix(pattern.sources + "/") }, pattern: pattern)
      var incrementalTimes: [Double] = []
      for run in 1...runs {
        context.progress.log("timing \(pattern.name) incremental build, run \(run)/\(runs)…")
        if let touched { touch(touched) }
        incrementalTimes.append(try await build(pattern))
      }
      timings.append(
        Timing(
          pattern: pattern.name, runs: runs, cleanBuildSeconds: median(cleanTimes),
          incrementalBuildSeconds: median(incrementalTimes), touchedFile: touched ?? "–",
          testSeconds: median(testTimes), cleanBuildRange: range(cleanTimes),
          incrementalBuildRange: range(incrementalTimes), testRange: range(testTimes),
          fingerprint: Fingerprint.of(pattern: pattern, root: context.root)))
    }
    // The rebuilt targets leave the test bundle stale; rebuild so the tree stays warm.
    try await context.buildForCoverage()
    return timings
  }

  /// The fastest and slowest of `times`.
  private func range(_ times: [Double]) -> ClosedRange<Double>? {
    guard let low = times.min(), let high = times.max() else { return nil }
    return low...high
  }

  /// The machine the timings are taken on.
  package static func machine(toolchain: String) -> TimingRun.Machine {
    var os = ProcessInfo.processInfo.operatingSystemVersionString
    if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
      for line in release.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
        os = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: ["\""])
      }
    }
    return TimingRun.Machine(
      cores: ProcessInfo.processInfo.activeProcessorCount, os: os, toolchain: toolchain)
  }

  /// Removes the target's objects, module and incremental state, so the next build compiles
  /// every file; SwiftPM's own files (the output file map, the source list) stay, since only a
  /// new build plan writes them again.
  private func removeProducts(of pattern: MetricsConfig.Pattern, in bin: URL) {
    let manager = FileManager.default
    let objects = bin.appendingPathComponent("\(pattern.module).build")
    for name in (try? manager.contentsOfDirectory(atPath: objects.path)) ?? []
    where Self.isBuildProduct(name) {
      try? manager.removeItem(at: objects.appendingPathComponent(name))
    }
    let modules = bin.appendingPathComponent("Modules")
    for name in (try? manager.contentsOfDirectory(atPath: modules.path)) ?? []
    where name.hasPrefix(pattern.module + ".") {
      try? manager.removeItem(at: modules.appendingPathComponent(name))
    }
  }

  /// Whether a file of a target's build folder is compiler output rather than SwiftPM's plan.
  package static func isBuildProduct(_ name: String) -> Bool {
    [".o", ".d", ".dia", ".swiftdeps", ".priors", ".swiftconstvalues", ".swiftmodule"]
      .contains { name.hasSuffix($0) } || name.contains(".emit-module.")
  }

  private func touch(_ path: String) {
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: context.root.appendingPathComponent(path).path)
  }

  /// Builds the pattern's target with the coverage build's flags; returns the seconds taken.
  private func build(_ pattern: MetricsConfig.Pattern) async throws(MetricsError) -> Double {
    let start = ContinuousClock.now
    _ = try await context.runner.check(
      context.swift, ["build", "--target", pattern.module, "--enable-code-coverage"])
    return (ContinuousClock.now - start).seconds
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

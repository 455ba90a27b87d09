import Foundation

/// Runs the package's `bench` product in a release build and reads its JSON.
package struct BenchMeasurer: Sendable {
  /// The timed runs of each action in one round that the report asks the bench for.
  package static let runs = 40
  /// The rounds of each action: enough for a spread of round medians to mean something.
  package static let rounds = 5
  let context: BuildContext

  /// Builds the `bench` product in release mode (`swift run -c release bench` without the run's
  /// build lines on standard output), runs it with `--json`; the figures carry `date` and the
  /// fingerprint of the sources measured.
  package func measure(date: String) async throws(MetricsError) -> BenchRun {
    context.progress.log("building the bench in release mode (swift build -c release)…")
    _ = try await context.runner.check(
      context.swift, ["build", "-c", "release", "--product", "bench"])
    let bin = try await context.binPath(["-c", "release"])
    context.progress.log("running the bench: every pattern at 100, 1000 and 10000 players…")
    let output = try await context.runner.check(
      bin.appendingPathComponent("bench"),
      ["--json", "--repeat", String(Self.runs), "--rounds", String(Self.rounds)])
    return try BenchRun.decode(
      benchOutput: Data(output.stdout.utf8), date: date,
      fingerprint: Fingerprint.ofBenchedSources(root: context.root), runs: Self.runs)
  }
}

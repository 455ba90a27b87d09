import Foundation

/// Runs the package's `bench` product in a release build and reads its JSON.
package struct BenchMeasurer: Sendable {
  /// The timed runs of each action in one round that the report asks the bench for.
  package static let runs = 40
  /// The rounds of each action: enough for a spread of round medians to mean something.
  package static let rounds = 5
  private let context: BuildContext

  /// Creates a measurer building and running in `context`.
  package init(context: BuildContext) {
    self.context = context
  }

  /// Builds the `bench` product in release mode (`swift run -c release bench` without the run's
  /// build lines on standard output), runs it with `--json`; the figures carry `date` and the
  /// fingerprint of the sources measured.
  package func measure(date: String) async throws(MetricsError) -> BenchRun {
    context.progress.log("building the bench in release mode (swift build -c release)…")
    _ = try await context.runner.check(
      context.swift, ["build", "-c", "release", "--product", "bench"])
    let bin = try await context.runner.check(
      context.swift, ["build", "-c", "release", "--show-bin-path"])
    let path = bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    context.progress.log("running the bench: every pattern at 100, 1000 and 10000 players…")
    let output = try await context.runner.check(
      URL(fileURLWithPath: path).appendingPathComponent("bench"),
      ["--json", "--repeat", String(Self.runs), "--rounds", String(Self.rounds)])
    return try BenchRun.decode(
      benchOutput: Data(output.stdout.utf8), date: date,
      fingerprint: SourceFingerprint.of(root: context.root), runs: Self.runs)
  }
}

/// A short hash of the code the bench runs: `Package.swift` and every Swift file under
/// `Sources/`, the metrics tool's own folders left out.
package enum SourceFingerprint {
  /// The folders under `Sources/` that the bench does not run.
  package static let excluded: Set<String> = ["MetricsKit", "metrics"]

  /// The fingerprint of the sources under `root`: 16 hex digits, the same for the same files.
  package static func of(root: URL) -> String {
    let manager = FileManager.default
    let sources = root.appendingPathComponent("Sources")
    var paths = ["Package.swift"]
    if let walker = manager.enumerator(atPath: sources.path) {
      while let path = walker.nextObject() as? String {
        let top = path.split(separator: "/").first.map(String.init) ?? path
        if path.hasSuffix(".swift"), !excluded.contains(top) { paths.append("Sources/" + path) }
      }
    }
    var files: [(String, Data)] = []
    for path in paths.sorted() {
      files.append(
        (path, manager.contents(atPath: root.appendingPathComponent(path).path) ?? Data()))
    }
    return fingerprint(of: files)
  }

  /// FNV-1a (64 bits) over each path and its contents, in the order given.
  package static func fingerprint(of files: [(path: String, contents: Data)]) -> String {
    var hash = FNV1a()
    for file in files {
      hash.add(file.path.utf8)
      hash.separate()
      hash.add(file.contents)
      hash.separate()
    }
    return hash.hex
  }
}

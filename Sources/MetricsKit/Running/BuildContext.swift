import Foundation

/// The package being measured: its root, its tools and its built test bundle.
package struct BuildContext: Sendable {
  /// The package root, symlinks resolved, as llvm-cov records file names.
  package let root: URL
  /// The runner for subprocesses, working in the root.
  package let runner: ProcessRunner
  /// The `swift` driver.
  package let swift: URL
  /// Progress lines on standard error.
  package let progress: Progress

  /// Creates a context for the package at `root`, which must hold a `Package.swift`.
  package init(root: URL, progress: Progress) throws(MetricsError) {
    let resolved = root.resolvingSymlinksInPath()
    let manifest = resolved.appendingPathComponent("Package.swift").path
    guard FileManager.default.fileExists(atPath: manifest) else {
      throw .notAtPackageRoot(path: resolved.path)
    }
    self.root = resolved
    runner = ProcessRunner(directory: resolved)
    swift = try ToolLocator().swift()
    self.progress = progress
  }

  /// Builds everything, tests included, with coverage instrumentation.
  package func buildForCoverage() async throws(MetricsError) {
    progress.log("building with coverage (swift build --build-tests --enable-code-coverage)…")
    _ = try await runner.check(swift, ["build", "--build-tests", "--enable-code-coverage"])
    progress.log("build done")
  }

  /// The test bundle of the coverage build: `<bin>/<Package>PackageTests.xctest`.
  package func testBundle() async throws(MetricsError) -> URL {
    let output = try await runner.check(
      swift, ["build", "--show-bin-path", "--enable-code-coverage"])
    let bin = URL(fileURLWithPath: output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? []
    guard let bundle = names.filter({ $0.hasSuffix("PackageTests.xctest") }).sorted().first
    else { throw .missingProfile(path: bin.path + "/*PackageTests.xctest (no test bundle)") }
    return bin.appendingPathComponent(bundle)
  }

  /// The tests as `swift test list` prints them, from the existing build.
  package func listTests() async throws(MetricsError) -> TestList {
    progress.log("listing tests (swift test list)…")
    let output = try await runner.check(
      swift, ["test", "list", "--skip-build", "--enable-code-coverage"])
    return TestList(parsing: output.stdout)
  }
}

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
  ///
  /// `scripts/metrics` runs this tool from the coverage build's folder, so the bundle is looked
  /// for beside the executable first when it lives in this package; asking SwiftPM for the folder costs a fraction of a second.
  package func testBundle() async throws(MetricsError) -> URL {
    if let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
      own.path.hasPrefix(root.path + "/"), let bundle = Self.bundle(in: own)
    {
      return bundle
    }
    let output = try await runner.check(
      swift, ["build", "--show-bin-path", "--enable-code-coverage"])
    let bin = URL(fileURLWithPath: output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    guard let bundle = Self.bundle(in: bin) else {
      throw .missingProfile(path: bin.path + "/*PackageTests.xctest (no test bundle)")
    }
    return bundle
  }

  /// The tests as `swift test list` lists them, asked of the bundle directly as it does.
  package func listTests(bundle: URL) async throws(MetricsError) -> TestList {
    progress.log("listing tests…")
    let runner = self.runner
    let outputs = try await concurrently([[String](), ["--testing-library", "swift-testing"]]) {
      library throws(MetricsError) in
      try await runner.check(bundle, library + ["--list-tests"]).stdout
    }
    return TestList(parsing: outputs.joined(separator: "\n"))
  }

  /// The test bundle of a plain debug build of the package at `package` (a scratch copy).
  static func debugTestBundle(of package: URL) throws(MetricsError) -> URL {
    let bin = package.appendingPathComponent(".build/debug")
    guard let bundle = bundle(in: bin) else {
      throw .missingProfile(path: bin.path + "/*PackageTests.xctest (no test bundle)")
    }
    return bundle
  }

  private static func bundle(in folder: URL) -> URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix("PackageTests.xctest") }.sorted().first
      .map { folder.appendingPathComponent($0) }
  }
}

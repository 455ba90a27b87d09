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
  /// The platform whose test-bundle layout applies.
  package let platform: HostPlatform
  /// The locator of the tools this context was made with, for llvm-cov, llvm-profdata and docc.
  package let tools: ToolLocator

  /// Creates a context for the package at `root`, which must hold a `Package.swift`.
  package init(
    root: URL, progress: Progress, platform: HostPlatform = .current,
    tools: ToolLocator = ToolLocator()
  ) throws(MetricsError) {
    let resolved = root.resolvingSymlinksInPath()
    let manifest = resolved.appendingPathComponent("Package.swift").path
    guard FileManager.default.fileExists(atPath: manifest) else {
      throw .notAtPackageRoot(path: resolved.path)
    }
    self.root = resolved
    runner = ProcessRunner(directory: resolved)
    swift = try tools.tool("swift")
    (self.progress, self.platform, self.tools) = (progress, platform, tools)
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
  package func testBundle() async throws(MetricsError) -> TestBundle {
    if let own = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
      own.path.hasPrefix(root.path + "/"), Self.bundle(in: own) != nil
    {
      return try testBundle(in: own)
    }
    return try testBundle(in: try await binPath(["--enable-code-coverage"]))
  }

  /// The build folder of the build that `flags` (`--enable-code-coverage`, `-c release`) make.
  package func binPath(_ flags: [String]) async throws(MetricsError) -> URL {
    let output = try await runner.check(swift, ["build", "--show-bin-path"] + flags)
    return URL(fileURLWithPath: output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The tests as `swift test list` lists them, asked of the bundle directly as it does.
  package func listTests(bundle: TestBundle) async throws(MetricsError) -> TestList {
    progress.log("listing tests…")
    let runner = self.runner
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("metrics-xctests-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let commands = [bundle.listXCTests(into: file), bundle.swiftTesting(["--list-tests"])]
    let outputs = try await concurrently(commands) { command throws(MetricsError) in
      try await runner.check(command).stdout
    }
    let xcTests = try bundle.listedXCTests(stdout: outputs[0], file: file)
    return TestList(parsing: ([xcTests] + outputs.dropFirst()).joined(separator: "\n"))
  }

  /// The test bundle of a plain debug build of the package at `package` (a scratch copy).
  package func debugTestBundle(of package: URL) throws(MetricsError) -> TestBundle {
    try testBundle(in: package.appendingPathComponent(".build/debug"))
  }

  /// The test bundle in the build folder `bin`, laid out as the platform lays it out; fails when
  /// there is none.
  private func testBundle(in bin: URL) throws(MetricsError) -> TestBundle {
    guard let url = Self.bundle(in: bin) else {
      throw .missingProfile(path: bin.path + "/*PackageTests.xctest (no test bundle)")
    }
    switch platform {
    case .linux: return TestBundle(url: url, layout: .linux)
    case .darwin: return TestBundle(url: url, layout: .darwin(try tools.darwinTestTools()))
    }
  }

  private static func bundle(in folder: URL) -> URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix("PackageTests.xctest") }.sorted().first
      .map { folder.appendingPathComponent($0) }
  }
}

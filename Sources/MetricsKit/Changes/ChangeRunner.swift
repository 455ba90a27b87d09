import Foundation

/// `scripts/metrics --changes`: applies each change's patches to a scratch copy of the package
/// (never the checkout), builds once per change with every pattern's patch in, and runs each
/// patched pattern's own tests and the change's acceptance scenario.
package struct ChangeRunner: Sendable {
  private let context: BuildContext
  private let catalog: ChangeCatalog
  private let git: URL

  /// Creates a runner over the package of `context`.
  package init(context: BuildContext, catalog: ChangeCatalog) throws(MetricsError) {
    self.context = context
    self.catalog = catalog
    git = try ToolLocator().tool("git")
  }

  /// The scratch copy the patches are applied to.
  var scratch: URL { ScratchTree.folder("changes", of: context.root) }

  /// Runs `patterns` for each of `changes`; returns, per change and target, whether it passed.
  package func run(
    _ changes: [String], patterns: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [String: [String: Bool]] {
    var results: [String: [String: Bool]] = [:]
    for change in changes {
      let patched = patterns.filter { catalog.patch(change, $0) != nil }
      guard !patched.isEmpty else { continue }
      results[change] = try await run(change, patterns: patched)
    }
    return results
  }

  private func run(
    _ change: String, patterns: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [String: Bool] {
    let progress = context.progress
    progress.log("changes: \(change): applying the patches of \(patterns.map(\.name))…")
    try ScratchTree(root: context.root, scratch: scratch).mirror([
      "Package.swift", "Sources", "Tests",
    ])
    if let domain = catalog.domainPatch(change) {
      guard try await apply(domain) == nil else {
        throw .patchDoesNotApply(patch: domain, reason: "on the scratch copy")
      }
    }
    // A pattern fails unless its patch applies, builds and passes.
    var passed = Dictionary(uniqueKeysWithValues: patterns.map { ($0.module, false) })
    var applied: [MetricsConfig.Pattern] = []
    for pattern in patterns {
      guard let patch = catalog.patch(change, pattern) else { continue }
      if let problem = try await apply(patch) {
        progress.log("changes: \(change) × \(pattern.name): the patch does not apply: \(problem)")
      } else {
        applied.append(pattern)
      }
    }
    try copyScenario(of: change)
    let built = try await build(change, applied)
    let bundle = try context.debugTestBundle(of: scratch)
    for pattern in built {
      let ok = await test(pattern, change: change, bundle: bundle)
      passed[pattern.module] = ok
      progress.log("changes: \(change) × \(pattern.name): \(ok ? "passed" : "FAILED")")
    }
    return passed
  }

  /// Applies a patch (relative to the root) to the scratch copy; the error text when it fails.
  private func apply(_ patch: String) async throws(MetricsError) -> String? {
    let path = context.root.appendingPathComponent(patch).path
    // Keeps git from treating a repository around the temporary folder as the target.
    let fence = ["GIT_CEILING_DIRECTORIES": scratch.deletingLastPathComponent().path]
    let output = try await ProcessRunner(directory: scratch).run(
      git, ["apply", path], environment: fence)
    return output.status == 0 ? nil : output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func copyScenario(of change: String) throws(MetricsError) {
    let target = "Tests/AcceptanceTests/Changes"
    let tree = ScratchTree(root: context.root, scratch: scratch)
    try tree.copy("Changes/ChangeScenarioTests.swift", to: target + "/ChangeScenarioTests.swift")
    try tree.copy(catalog.folder(change) + "/Scenario.swift", to: target + "/ChangeScenario.swift")
  }

  /// Builds the scratch copy; returns the patterns that built with their patch.
  ///
  /// A pattern whose files the compiler rejects is put back as it is in the checkout and the
  /// build retried.
  private func build(
    _ change: String, _ patterns: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [MetricsConfig.Pattern] {
    var kept = patterns
    let runner = ProcessRunner(directory: scratch)
    context.progress.log("changes: \(change): building (swift build --build-tests)…")
    while true {
      let output = try await runner.run(context.swift, ["build", "--build-tests"])
      if output.status == 0 { return kept }
      let errors = MutationRunner.errorLines(
        output.stdout + "\n" + output.stderr, scratch: scratch.path)
      let broken = kept.filter { pattern in
        errors.contains {
          $0.file.hasPrefix(pattern.sources + "/") || $0.file.hasPrefix(pattern.tests + "/")
        }
      }
      guard !broken.isEmpty else {
        throw .commandFailed(
          command: "swift build --build-tests (changes scratch copy, \(change))",
          status: output.status, stderrTail: output.tail())
      }
      for pattern in broken {
        context.progress.log(
          "changes: \(change) × \(pattern.name): does not build; building without it…")
        try ScratchTree(root: context.root, scratch: scratch).mirror([
          pattern.sources, pattern.tests,
        ])
      }
      kept.removeAll { pattern in broken.contains { $0.module == pattern.module } }
    }
  }

  /// Runs the pattern's own tests, then the change's scenario on it.
  private func test(
    _ pattern: MetricsConfig.Pattern, change: String, bundle: TestBundle
  ) async -> Bool {
    let runner = ProcessRunner(directory: scratch)
    let screens = context.root.appendingPathComponent(catalog.folder(change) + "/screens.txt")
    let runs: [([String], [String: String])] = [
      (["--filter", "^(\(pattern.testModule))\\."], [:]),
      (
        ["--filter", "ChangeScenarioTests"],
        ["FG_CHANGE_PATTERNS": pattern.module, "FG_CHANGE_SCREENS": screens.path]
      ),
    ]
    for (filter, environment) in runs {
      guard
        let output = try? await runner.run(bundle.swiftTesting(filter), environment: environment)
      else { return false }
      guard output.status == 0, Self.ranTests(output.stdout + output.stderr) else {
        context.progress.log(
          "changes: \(change) × \(pattern.name): \(filter[1]) failed:\n" + output.tail())
        return false
      }
    }
    return true
  }

  /// Whether a test run's summary names at least one test.
  static func ranTests(_ output: String) -> Bool {
    guard let range = output.range(of: "Test run with ") else { return false }
    let count = output[range.upperBound...].prefix { $0.isNumber }
    return (Int(count) ?? 0) > 0
  }

}

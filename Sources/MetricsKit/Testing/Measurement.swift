import Foundation

/// One full measurement: static figures, one coverage build, one run of every test.
package struct Measurement: Sendable {
  let context: BuildContext
  let config: MetricsConfig

  /// The patterns whose source folder exists, in configured order.
  package var patterns: [MetricsConfig.Pattern] { config.patterns(presentIn: context.root) }

  /// What one measurement found: the figures, and the test runs and bundle that timings reuse.
  package struct Measured: Sendable {
    /// The patterns measured, in configured order.
    package let patterns: [MetricsConfig.Pattern]
    /// The deterministic figures.
    package let figures: Report.Figures
    /// One run per test group, the patterns' first and in their order.
    package let runs: [GroupRun]
    /// The test bundle the runs ran.
    package let bundle: TestBundle
  }

  /// Measures everything deterministic; fails, naming them, if any test fails.
  ///
  /// Without `build`, the coverage build must already be up to date (`scripts/metrics` does it).
  package func figures(build: Bool = true) async throws(MetricsError) -> Measured {
    let patterns = self.patterns
    guard !patterns.isEmpty else { throw .noPatterns }
    let analyzer = FileAnalyzer(root: context.root, config: config)
    let files = try patterns.map { (pattern) throws(MetricsError) in try analyzer.analyze(pattern) }
    context.progress.log(
      "counted \(files.map(\.count).reduce(0, +)) files of \(patterns.map(\.name))")

    if build { try await context.buildForCoverage() }
    let bundle = try await context.testBundle()
    let list = try await context.listTests(bundle: bundle)
    let groups = TestGroup.groups(for: patterns.map { ($0.name, $0.testModule) }, list: list)
    let directory = try profileDirectory()
    context.progress.log("running \(list.entries.count) tests in \(groups.count) groups…")
    let context = self.context
    let runs = try await concurrently(groups) { group throws(MetricsError) in
      try await GroupRun.run(group, bundle: bundle, directory: directory, context: context)
    }
    let failed = runs.flatMap(\.outcome.failures).sorted { $0.test < $1.test }
    guard failed.isEmpty else { throw .testsFailed(failed) }
    context.progress.log("tests passed; measuring coverage…")

    let coverage = try await measureCoverage(runs, patterns: patterns, bundle: bundle)
    let builder = ReportBuilder(config: config)
    var patternFigures: [PatternMetrics] = []
    var allFiles: [FileMetrics] = []
    var editions: [String: [PatternMetrics]] = [:]
    for (index, pattern) in patterns.enumerated() {
      let measured = files[index].map { file in
        var file = file
        if !file.isTest {
          file.allCoverage = coverage.all[file.path] ?? Coverage()
          let own = coverage.own[index][file.path]
          // A pattern without tests covers nothing of the lines that are executable.
          file.ownCoverage = own ?? Coverage(executable: file.allCoverage?.executable ?? 0)
        }
        return file
      }
      let suites = runs[index].group.entries.map(\.suite)
      let edition = { (ui: String?) in
        builder.edition(pattern.name, ui: ui, files: measured, testSuites: suites)
      }
      // A pattern born in a later UI (MV) has no first-UI edition: its main-table column is
      // the whole pattern.
      if let first = edition(config.firstUI) ?? edition(nil) { patternFigures.append(first) }
      for ui in (config.uis ?? []).dropFirst() {
        if let other = edition(ui.name) { editions[ui.name, default: []].append(other) }
      }
      allFiles += measured
    }
    let shared = try config.sharedTargets(presentIn: context.root).map {
      (target) throws(MetricsError) in SharedFigures(target, files: try analyzer.analyze(target))
    }
    context.progress.log("figures computed")
    let figures = Report.Figures(
      layers: config.layerNames, patterns: patternFigures,
      files: allFiles.sorted { $0.path < $1.path },
      screens: FileClassifier(config: config).sortedScreens(allFiles.map(\.screen)),
      absentPatterns: config.patterns.filter { !patterns.contains($0) }.map(\.name),
      shared: config.shared == nil ? nil : shared, editions: editions.isEmpty ? nil : editions)
    return Measured(patterns: patterns, figures: figures, runs: runs, bundle: bundle)
  }

  private func profileDirectory() throws(MetricsError) -> URL {
    let directory = context.root.appendingPathComponent(".build/metrics-profiles")
    do {
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch { throw .unreadableFile(path: directory.path, reason: error.localizedDescription) }
    return directory
  }

  private func measureCoverage(
    _ runs: [GroupRun], patterns: [MetricsConfig.Pattern], bundle: TestBundle
  ) async throws(MetricsError) -> (own: [[String: Coverage]], all: [String: Coverage]) {
    let all = runs.flatMap(\.profiles)
    guard !all.isEmpty else {
      throw .missingProfile(path: ".build/metrics-profiles/*.profraw (no test wrote one)")
    }
    for run in runs where !run.group.entries.isEmpty && run.profiles.isEmpty {
      throw .missingProfile(path: ".build/metrics-profiles/\(run.group.name)-*.profraw")
    }
    let measurer = try CoverageMeasurer(
      context: context, bundle: bundle,
      directory: context.root.appendingPathComponent(".build/metrics-profiles"))
    // Index 0 to n-1: each pattern's own profile; index n: everything together.
    let jobs =
      zip(patterns, runs).map { ($0.name, $1.profiles, [$0.sources]) }
      + [("all", all, patterns.map(\.sources))]
    let results = try await concurrently(jobs) { job throws(MetricsError) in
      let (name, profiles, folders) = job
      guard !profiles.isEmpty else { return [String: Coverage]?.none }
      let profile = try await measurer.merge(profiles, name: name)
      return try await measurer.coverage(profile: profile, folders: folders)
    }
    return (own: results.dropLast().map { $0 ?? [:] }, all: (results.last ?? nil) ?? [:])
  }
}

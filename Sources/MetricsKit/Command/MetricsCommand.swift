import Foundation

/// The `metrics` command: measure, then write the report or check the committed one.
package enum MetricsCommand {
  /// Writes the static site (and, with `--docs`, the DocC pages) of a report just written:
  /// `MetricsSite` gives it, so that only `--site` and `--docs` need the site's code.
  package typealias SiteWriter =
    @Sendable (Report, MetricsConfig, BuildContext, Options) async throws(MetricsError) -> Void

  /// Runs with `arguments` (without the program name) in `directory`; returns the exit code.
  package static func main(
    arguments: [String], directory: URL, site: SiteWriter? = nil
  ) async -> Int32 {
    do {
      let options = try Options(parsing: arguments)
      if options.help {
        print(Options.usage, terminator: "")
      } else if let patch = options.patchFigures {
        print(try patchFigures(patch, pattern: options.pattern, directory: directory))
      } else {
        try await run(options, directory: directory, site: site)
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("metrics: error: \(error.description)\n".utf8))
      // A command line it cannot read exits with 2, a run that failed with 1.
      switch error {
      case .unknownOption, .missingValue, .optionNeeds: return 2
      default: return 1
      }
    }
  }

  /// `--patch-figures FILE --pattern P`: the patch's figures as sorted JSON.
  static func patchFigures(
    _ patch: String, pattern name: String?, directory: URL
  ) throws(MetricsError) -> String {
    guard let name else { throw .optionNeeds(option: "--patch-figures", other: "--pattern") }
    let config = try MetricsConfig.load(from: resolve("metrics-config.json", in: directory))
    guard let pattern = config.patterns.first(where: { $0.isNamed(name) }) else {
      throw .unknownOption("--pattern \(name) (no such pattern in metrics-config.json)")
    }
    let text = try ResultStore.text(of: resolve(patch, in: directory))
    let cell = ChangeCatalog(root: directory, config: config).figures(ofPatch: text, pattern)
    let data = try ResultStore.json(cell, file: resolve(patch, in: directory))
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs with `options` in `directory`, throwing what `main` prints.
  package static func run(
    _ options: Options, directory: URL, site: SiteWriter? = nil
  ) async throws(MetricsError) {
    var run = try MetricsRun(options, directory: directory)
    try await run.measureMutation()
    guard try await run.measureChanges() else { return }
    try await run.measureUIRewrite()
    let measured = try await run.measureSizeTestsAndCoverage()
    let bench = try await run.measureSpeed()
    if options.check {
      // A report that passed the check is the committed one: its site needs no second run of
      // the tests (CI checks the report, then the site).
      let report = try await run.check(measured, bench: bench)
      if options.site != nil, let site { try await site(report, run.config, run.context, options) }
      return
    }
    let timings = try await run.measureTimings(measured)
    let report = try await run.write(measured, timings: timings, bench: bench)
    if options.site != nil, let site { try await site(report, run.config, run.context, options) }
    guard run.failedCells.isEmpty else { throw .changesFailed(run.failedCells) }
  }

  /// The patterns of `present` that `--pattern P,Q,...` names (all of them without it).
  static func chosenPatterns(
    _ options: Options, among present: [MetricsConfig.Pattern]
  ) throws(MetricsError) -> [MetricsConfig.Pattern] {
    let names = options.pattern.map { $0.split(separator: ",").map(String.init) }
    let chosen = present.filter { pattern in
      names.map { $0.contains(where: pattern.isNamed) } ?? true
    }
    guard !chosen.isEmpty else {
      throw .unknownOption("--pattern \(options.pattern ?? "") (no such pattern in the tree)")
    }
    return chosen
  }

  /// Runs `measure` (the mutants of the chosen patterns) and stores what it returns over those
  /// patterns' results, keeping every other pattern's; returns the results stored.
  ///
  /// The stored file is read first, so one that cannot be read stops the run before the mutants
  /// run and is left as it is.
  package static func record(
    in store: ResultStore,
    measure: () async throws(MetricsError) -> [String: PatternMutation]
  ) async throws(MetricsError) -> MutationResults? {
    try await store.update(empty: MutationResults(patterns: [:])) {
      (results: inout MutationResults) async throws(MetricsError) in
      results.patterns.merge(try await measure()) { $1 }
    }
    return try store.read(MutationResults.self)
  }

  /// Fails, showing the differences, unless the committed report holds `figures` and was made
  /// from the sources with `fingerprint`: otherwise a plain run would rewrite it.
  package static func check(
    _ figures: Report.Figures, fingerprint: String, against committed: Data?, file: URL
  ) throws(MetricsError) {
    guard let committed else {
      throw .staleReport(diff: "no report at \(file.path)")
    }
    let current = try ResultStore.json(["figures": figures], file: file)
    let header = try FigureDiff.fingerprintLine(committed: committed, current: fingerprint)
    let lines =
      try FigureDiff.diff(committed: committed, current: current) + [header].compactMap(\.self)
    guard lines.isEmpty else {
      throw .staleReport(diff: "(committed → current)\n" + lines.joined(separator: "\n"))
    }
  }

  /// Fails, showing the differing lines, unless the README's block is `block`.
  package static func checkReadme(
    _ text: String, block: String, path: String
  ) throws(MetricsError) {
    let committed = try MarkedBlock.summary.content(of: text, path: path)
    guard committed != block else { return }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = block.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      if let before { lines.append("- " + before) }
      if let after { lines.append("+ " + after) }
    }
    throw .staleReadme(
      path: path,
      diff:
        "the summary between \(MarkedBlock.summary.start) and its end marker (committed → current)\n"
        + lines.joined(separator: "\n"))
  }

  /// A path from the command line: absolute as given, otherwise relative to the package root.
  package static func resolve(_ path: String, in root: URL) -> URL {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}

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
        return 0
      }
      try await run(options, directory: directory, site: site)
      return 0
    } catch {
      FileHandle.standardError.write(Data("metrics: error: \(error.description)\n".utf8))
      return exitCode(for: error)
    }
  }

  private static func exitCode(for error: MetricsError) -> Int32 {
    switch error {
    case .unknownOption, .missingValue, .optionNeeds: return 2
    default: return 1
    }
  }

  /// Runs with `options` in `directory`, throwing what `main` prints.
  package static func run(
    _ options: Options, directory: URL, site: SiteWriter? = nil
  ) async throws(MetricsError) {
    let progress = Progress(quiet: options.quiet)
    let context = try BuildContext(root: directory, progress: progress)
    let configFile = resolve(options.config, in: context.root)
    let config = try MetricsConfig.load(from: configFile)
    let readme = resolve(options.readme, in: context.root)
    let readmeText = try readText(readme)
    // Fails early, before any build, if the README cannot take the block.
    _ = try MarkedBlock.summary.content(of: readmeText, path: options.readme)
    let output = resolve(options.output, in: context.root)
    // Every stored result is read before anything is measured or written: one that cannot be
    // read stops the run here, naming the file, and nothing is written over it.
    let reportStore = ResultStore.report(in: output)
    let committed = try reportStore.data()
    let kept = try committed.map { data throws(MetricsError) in
      try reportStore.decode(Report.Kept.self, from: data)
    }
    let mutationStore = ResultStore.mutation(in: output)
    var storedMutation = try mutationStore.read(MutationResults.self)
    let changesStore = ResultStore.changes(in: output)
    var storedChanges = try changesStore.read(ChangeResults.self)
    let rewriteStore = ResultStore.uiRewrite(in: output)
    var storedRewrite = try rewriteStore.read(UIRewrite.self)
    if options.mutation && !options.check {
      let chosen = try chosenPatterns(options, config: config, root: context.root)
      storedMutation = try await record(in: mutationStore) { () async throws(MetricsError) in
        try await MutationRunner(context: context, config: config).run(chosen)
      }
    }
    let catalog = ChangeCatalog(root: context.root, config: config)
    var failedCells: [String] = []
    if options.check {
      // Cheap and build-free, so a patch that no longer applies is named before anything else.
      try await ChangeMeasurer(context: context, catalog: catalog).check(
        storedChanges, file: changesStore.file)
    }
    if options.changes && !options.check {
      guard options.change == nil && options.pattern == nil else {
        // One cell (or a few): a try-out that writes nothing and only reports.
        return try await ChangeMeasurer(context: context, catalog: catalog).runCells(options)
      }
      failedCells = try await ChangeMeasurer(context: context, catalog: catalog).measure(
        into: changesStore)
      storedChanges = try changesStore.read(ChangeResults.self)
    }
    if let range = options.uiRewrite, !options.check {
      let chosen = try chosenPatterns(options, config: config, root: context.root)
      // Patterns are ported at different times: the others keep their recorded ports.
      try await rewriteStore.update(empty: UIRewrite(patterns: [:])) {
        (rewrite: inout UIRewrite) async throws(MetricsError) in
        rewrite.patterns.merge(
          try await UIRewriteMeasurer(context: context).measure(range, patterns: chosen)
        ) { $1 }
      }
      storedRewrite = try rewriteStore.read(UIRewrite.self)
    }
    let measurement = Measurement(context: context, config: config)
    let (figures, runs, bundle) = try await measurement.figures(build: !options.skipBuild)
    let otherUIOnly = figures.otherUIOnly(firstUI: config.firstUI)
    let mutation = storedMutation.map {
      var status = MutationStatus(results: $0, config: config, root: context.root)
      status.declarativeOnly = Set(
        config.patterns.filter { otherUIOnly.contains($0.name) }.map(\.module))
      return status
    }
    let changes = storedChanges.map { ChangeStatus(results: $0, catalog: catalog) }
    let block = ComparisonRenderer(figures: figures).summaryBlock(
      report: reportLink(output: output, readme: readme, root: context.root), mutation: mutation,
      changes: changes, uis: config.uis ?? [])
    var bench = kept?.bench
    if options.bench && !options.check {
      bench = try await BenchMeasurer(context: context).measure(date: HeaderReader.now())
    } else if let bench, bench.fingerprint != Fingerprint.ofBenchedSources(root: context.root) {
      progress.log("the speed figures kept were measured on other sources; rerun with --bench")
    }
    if options.check {
      try check(
        figures, fingerprint: Fingerprint.ofMeasuredSources(root: context.root, config: configFile),
        against: committed, file: reportStore.file)
      try checkReadme(readmeText, block: block, path: options.readme)
      try updateLessons(
        rewrite: storedRewrite, config: config,
        patterns: figures.patterns.map(\.name), root: context.root, readme: options.readme,
        check: true)
      progress.log("\(options.output)/ and the summary block of \(options.readme) are up to date")
      return
    }
    let header = await HeaderReader(context: context).header(config: configFile)
    var timings = kept?.timings
    if options.timings {
      let sources = figures.files.filter { !$0.isTest }.map(\.path)
      let measured = try await TimingMeasurer(context: context, runs: options.runs).measure(
        patterns: measurement.patterns, groups: runs.map(\.group), bundle: bundle,
        sources: sources)
      timings = TimingRun(
        date: HeaderReader.now(), machine: TimingMeasurer.machine(toolchain: header.toolchain),
        timings: measured)
    }
    var report = Report(header: header, figures: figures, timings: timings, bench: bench)
    report.mutation = mutation
    report.timingStatus = TimingStatus(
      run: timings, patterns: measurement.patterns, root: context.root)
    report.changes = changes
    report.uiRewrite = storedRewrite
    report.config = config
    report.patternNames = Dictionary(
      uniqueKeysWithValues: config.patterns.filter { $0.module != $0.name }.map {
        ($0.module, $0.name)
      })
    try ReportWriter.write(report, to: output)
    try write(
      MarkedBlock.summary.replacing(in: readmeText, with: block, path: options.readme), to: readme)
    try updateLessons(
      rewrite: report.uiRewrite, config: config, patterns: figures.patterns.map(\.name),
      root: context.root, readme: options.readme, check: false)
    progress.log(
      "wrote \(options.output)/ (README.md, metrics.json, metrics.csv, 2 charts) and the "
        + "summary block of \(options.readme)")
    if options.site != nil, let site { try await site(report, config, context, options) }
    guard failedCells.isEmpty else { throw .changesFailed(failedCells) }
  }

  /// The patterns `--pattern P,Q,...` names (every present one without it).
  private static func chosenPatterns(
    _ options: Options, config: MetricsConfig, root: URL
  ) throws(MetricsError) -> [MetricsConfig.Pattern] {
    let names = options.pattern.map { $0.split(separator: ",").map(String.init) }
    let chosen = config.patterns(presentIn: root).filter { pattern in
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
    let lines =
      FigureDiff.diff(committed: committed, current: current)
      + [FigureDiff.fingerprintLine(committed: committed, current: fingerprint)].compactMap { $0 }
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
    throw .staleReadme(path: path, diff: "(committed → current)\n" + lines.joined(separator: "\n"))
  }

  /// The report's README as a link from the top-level README: `Metrics/README.md`.
  private static func reportLink(output: URL, readme: URL, root: URL) -> String {
    let report = output.appendingPathComponent("README.md").path
    let base = readme.deletingLastPathComponent().path + "/"
    return report.hasPrefix(base) ? String(report.dropFirst(base.count)) : report
  }

  private static func readText(_ url: URL) throws(MetricsError) -> String {
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadableFile(path: url.path, reason: error.localizedDescription)
    }
  }

  private static func write(_ text: String, to url: URL) throws(MetricsError) {
    try ResultStore.write(Data(text.utf8), to: url)
  }

  /// A path from the command line: absolute as given, otherwise relative to the package root.
  package static func resolve(_ path: String, in root: URL) -> URL {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}

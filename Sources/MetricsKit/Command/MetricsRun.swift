import Foundation

/// One run of the `metrics` command, stage by stage.
///
/// It holds what it was asked, what it read back and what it has measured so far. Every stored
/// result is read when the run is made, before
/// anything is measured or written: one that cannot be read stops the run there, naming the
/// file, and nothing is written over it.
struct MetricsRun {
  typealias Measured = Measurement.Measured

  let options: Options
  let context: BuildContext
  let configFile: URL
  let config: MetricsConfig
  let readme: URL
  let readmeText: String
  let output: URL
  let catalog: ChangeCatalog
  let committed: Data?
  let kept: Report.Kept?
  var mutation: MutationResults?
  var changes: ChangeResults?
  var rewrite: UIRewrite?
  var failedCells: [String] = []

  /// Reads the configuration, the README and every stored result under `options.output`.
  init(_ options: Options, directory: URL) throws(MetricsError) {
    self.options = options
    context = try BuildContext(root: directory, progress: Progress(quiet: options.quiet))
    configFile = MetricsCommand.resolve(options.config, in: context.root)
    config = try MetricsConfig.load(from: configFile)
    readme = MetricsCommand.resolve(options.readme, in: context.root)
    readmeText = try ResultStore.text(of: readme)
    // Fails early, before any build, if the README cannot take the block.
    _ = try MarkedBlock.summary.content(of: readmeText, path: options.readme)
    output = MetricsCommand.resolve(options.output, in: context.root)
    catalog = ChangeCatalog(root: context.root, config: config)
    let report = ResultStore.report(in: output)
    committed = try report.data()
    kept = try report.read(Report.Kept.self)
    mutation = try ResultStore.mutation(in: output).read(MutationResults.self)
    changes = try ResultStore.changes(in: output).read(ChangeResults.self)
    rewrite = try ResultStore.judgedUIRewrite(in: output)
  }

  /// `--mutation`: runs the chosen patterns' mutants, keeping the other patterns' results.
  mutating func measureMutation() async throws(MetricsError) {
    guard options.mutation && !options.check else { return }
    let (chosen, context, config) = (try patterns(), context, config)
    mutation = try await MetricsCommand.record(in: .mutation(in: output)) {
      () async throws(MetricsError) in
      try await MutationRunner(context: context, config: config).run(chosen)
    }
  }

  /// `--changes`: runs every cell and stores them; false when the run stops here.
  ///
  /// With `--change` or `--pattern` it only tries those cells, and the run stops. `--check`
  /// checks the patches instead.
  mutating func measureChanges() async throws(MetricsError) -> Bool {
    let measurer = ChangeMeasurer(context: context, catalog: catalog)
    let store = ResultStore.changes(in: output)
    // Cheap and build-free, so a patch that no longer applies is named before anything else.
    if options.check { try await measurer.check(changes, file: store.file) }
    guard options.changes && !options.check else { return true }
    guard options.change == nil && options.pattern == nil else {
      try await measurer.runCells(options)
      return false
    }
    failedCells = try await measurer.measure(into: store)
    changes = try store.read(ChangeResults.self)
    return true
  }

  /// `--ui-rewrite`: records the chosen patterns' ports; the others keep theirs.
  mutating func measureUIRewrite() async throws(MetricsError) {
    guard let range = options.uiRewrite, !options.check else { return }
    let (chosen, context, store) = (try patterns(), context, ResultStore.uiRewrite(in: output))
    let measured = UIRewrite(
      patterns: try await UIRewriteMeasurer(context: context).measure(range, patterns: chosen))
    try await store.update(empty: UIRewrite(patterns: [:])) {
      (rewrite: inout UIRewrite) async throws(MetricsError) in
      rewrite.patterns.merge(measured.patterns) { $1 }
    }
    try await ResultStore.uiRewriteHunks(in: output).update(empty: PortHunks.empty) {
      (hunks: inout PortHunks) async throws(MetricsError) in
      hunks = hunks.merging(measured)
    }
    rewrite = try ResultStore.judgedUIRewrite(in: output)
  }

  /// Every run: counts the files, runs the tests and measures their coverage.
  func measureSizeTestsAndCoverage() async throws(MetricsError) -> Measured {
    try await Measurement(context: context, config: config).figures(build: !options.skipBuild)
  }

  /// `--bench`: speed at scale; without it, the kept figures, said to be stale if they are.
  func measureSpeed() async throws(MetricsError) -> BenchRun? {
    if options.bench && !options.check {
      return try await BenchMeasurer(context: context).measure(date: Self.now())
    }
    if let bench = kept?.bench, isStale(bench) {
      context.progress.log(
        "the speed figures kept were measured on other sources; rerun with --bench")
    }
    return kept?.bench
  }

  /// `--check`: fails unless the report, the README's block and the lessons are those this
  /// tree gives; returns that report, which is then the committed one.
  func check(_ measured: Measured, bench: BenchRun?) async throws(MetricsError) -> Report {
    try MetricsCommand.check(
      measured.figures,
      fingerprint: Fingerprint.ofMeasuredSources(root: context.root, config: configFile),
      against: committed, file: ResultStore.report(in: output).file)
    let report = await report(measured, timings: kept?.timings, bench: bench)
    try MetricsCommand.checkReadme(readmeText, block: block(report), path: options.readme)
    try lessons(measured, check: true)
    context.progress.log(
      "\(options.output)/ and the summary block of \(options.readme) are up to date")
    return report
  }

  /// `--timings`: build and test times; without it, the kept ones.
  func measureTimings(_ measured: Measured) async throws(MetricsError) -> TimingRun? {
    guard options.timings else { return kept?.timings }
    let toolchain = await header().toolchain
    let times = try await TimingMeasurer(context: context, runs: options.runs).measure(
      patterns: measured.patterns, groups: measured.runs.map(\.group),
      bundle: measured.bundle, sources: measured.figures.files.filter { !$0.isTest }.map(\.path))
    return TimingRun(
      date: Self.now(), machine: TimingMeasurer.machine(toolchain: toolchain),
      timings: times)
  }

  /// Writes `Metrics/`, the README's block and the lessons; returns the report written.
  func write(
    _ measured: Measured, timings: TimingRun?, bench: BenchRun?
  ) async throws(MetricsError) -> Report {
    let report = await report(measured, timings: timings, bench: bench)
    try ReportWriter.write(report, to: output)
    try MarkedBlock.summary.update(
      readme, path: options.readme, with: block(report), what: "the summary", check: false)
    try lessons(measured, check: false)
    context.progress.log(
      "wrote \(options.output)/ (README.md, metrics.json, metrics.csv, 2 charts) and the summary block of \(options.readme)"
    )
    return report
  }

  /// The report of `measured` with every stored result and its staleness.
  private func report(_ measured: Measured, timings: TimingRun?, bench: BenchRun?) async -> Report {
    var report = Report(
      header: await header(), figures: measured.figures, timings: timings, bench: bench)
    report.benchStale = bench.map(isStale) ?? false
    report.mutation = mutationStatus(measured)
    report.timingStatus = TimingStatus(
      run: timings, patterns: measured.patterns, root: context.root)
    report.changes = changes.map { ChangeStatus(results: $0, catalog: catalog) }
    report.uiRewrite = rewrite
    report.config = config
    let renamed = config.patterns.filter { $0.module != $0.name }
    report.patternNames = Dictionary(uniqueKeysWithValues: renamed.map { ($0.module, $0.name) })
    return report
  }

  /// Whether `bench` was measured on other sources than the tree's.
  private func isStale(_ bench: BenchRun) -> Bool {
    bench.fingerprint != Fingerprint.ofBenchedSources(root: context.root)
  }

  /// The report's header: the fingerprint of the measured sources and the toolchain's name.
  private func header() async -> Report.Header {
    let version = try? await context.runner.check(context.swift, ["--version"])
    let text = version.map { $0.stdout.isEmpty ? $0.stderr : $0.stdout } ?? ""
    return Report.Header(
      fingerprint: Fingerprint.ofMeasuredSources(root: context.root, config: configFile),
      toolchain: text.split(separator: "\n").first.map(String.init) ?? "unknown toolchain")
  }

  /// The UTC date and time now, ISO 8601: only for the records of `--timings` and `--bench`,
  /// which are rewritten only when measured again, so the plain report stays the same bytes.
  private static func now() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }

  private func patterns() throws(MetricsError) -> [MetricsConfig.Pattern] {
    try MetricsCommand.chosenPatterns(options, among: config.patterns(presentIn: context.root))
  }

  private func mutationStatus(_ measured: Measured) -> MutationStatus? {
    let otherUIOnly = measured.figures.otherUIOnly(firstUI: config.firstUI)
    return mutation.map {
      var status = MutationStatus(results: $0, config: config, root: context.root)
      status.declarativeOnly = Set(
        config.patterns.filter { otherUIOnly.contains($0.name) }.map(\.module))
      return status
    }
  }

  /// The README's summary block, linking the report (`Metrics/README.md`) from the README.
  private func block(_ report: Report) -> String {
    let link = output.appendingPathComponent("README.md").path
    let base = readme.deletingLastPathComponent().path + "/"
    return ComparisonRenderer(figures: report.figures).summaryBlock(
      report: link.hasPrefix(base) ? String(link.dropFirst(base.count)) : link,
      mutation: report.mutation, changes: report.changes, uis: config.uis ?? [],
      findings: VerdictRenderer(report: report).findings())
  }

  private func lessons(_ measured: Measured, check: Bool) throws(MetricsError) {
    try LessonBlocks.update(
      rewrite: rewrite, config: config, patterns: measured.figures.patterns.map(\.name),
      root: context.root, readme: options.readme, check: check)
    let otherUIOnly = measured.figures.otherUIOnly(firstUI: config.firstUI)
    try ChangeLessons(
      status: changes.map { ChangeStatus(results: $0, catalog: catalog) },
      ui: config.uis?.first,
      patterns: measured.figures.patterns.map(\.name).filter { !otherUIOnly.contains($0) }
    ).update(file: readme, path: options.readme, check: check)
  }
}

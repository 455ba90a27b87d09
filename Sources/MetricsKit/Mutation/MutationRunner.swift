import Foundation

/// `scripts/metrics --mutation`: plants every mutant of the chosen patterns in a scratch copy of
/// the package, builds it once with all of them switched off, then runs each pattern's own tests
/// once per mutant with that one switched on.
package struct MutationRunner: Sendable {
  /// The package measured.
  let context: BuildContext
  /// The patterns, layers and UIs the results are split by.
  let config: MetricsConfig
  private var classifier: FileClassifier { FileClassifier(config: config) }

  /// A mutant with its id, file and place.
  struct Mutant: Sendable {
    let id: Int
    let file: String
    let site: MutationSite
  }

  /// The scratch copy the mutants are planted in.
  var scratch: URL { ScratchTree.folder("mutation", of: context.root) }

  /// Runs the mutants of `patterns`, returning their results keyed by target.
  package func run(
    _ patterns: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [String: PatternMutation] {
    let progress = context.progress
    try ScratchTree(root: context.root, scratch: scratch).mirror([
      "Package.swift", "Sources", "Tests",
    ])
    var mutants: [Mutant] = []
    for pattern in patterns {
      for file in Fingerprint.swiftFiles(in: pattern.sources, root: context.root) {
        let text = try ResultStore.text(of: context.root.appendingPathComponent(file))
        for site in MutantFinder.sites(in: text) {
          mutants.append(Mutant(id: mutants.count + 1, file: file, site: site))
        }
      }
      try ResultStore.write(
        Data(SchemataWriter.helperSource.utf8),
        to: scratch.appendingPathComponent(pattern.sources + "/__FGMutants.swift"))
    }
    progress.log("mutation: \(mutants.count) mutants in \(patterns.map(\.name)); building once…")
    let notViable = try await buildDroppingNonViable(mutants)
    let bundle = try context.debugTestBundle(of: scratch)
    var results: [String: PatternMutation] = [:]
    let clock = ContinuousClock()
    let started = clock.now
    var done = 0
    for pattern in patterns {
      let ownStart = clock.now
      let module = pattern.testModule
      guard await runTests(of: module, mutant: 0, limit: 600, bundle: bundle) == .survived else {
        throw .commandFailed(
          command: "\(module) on the unmutated scratch copy", status: 1,
          stderrTail: "its own tests fail without any mutant; fix them first")
      }
      let limit = max(5, (clock.now - ownStart).seconds * 10)
      let own = mutants.filter { $0.file.hasPrefix(pattern.sources + "/") }
      // A mutant without an outcome counts as not viable.
      var outcomes: [Int: MutantOutcome] = [:]
      var queue = own.filter { !notViable.contains($0.id) }[...]
      let total = mutants.count - notViable.count
      await withTaskGroup(of: (Int, MutantOutcome).self) { group in
        func startNext() {
          guard let next = queue.popFirst() else { return }
          group.addTask {
            (next.id, await runTests(of: module, mutant: next.id, limit: limit, bundle: bundle))
          }
        }
        for _ in 0..<2 { startNext() }
        while let (id, outcome) = await group.next() {
          outcomes[id] = outcome
          done += 1
          if done % 25 == 0 {
            let elapsed = (clock.now - started).seconds
            let estimate = elapsed / Double(done) * Double(total - done)
            progress.log(
              "mutation: \(done)/\(total) run, \(Int(elapsed)) s, about \(Int(estimate)) s left")
          }
          startNext()
        }
      }
      results[pattern.module] = summarize(
        pattern, mutants: own, outcomes: outcomes, seconds: (clock.now - ownStart).seconds,
        limit: limit)
      progress.log(
        "mutation: \(pattern.name) score \(results[pattern.module]?.score.map { "\($0) %" } ?? "–")"
      )
    }
    return results
  }

  private func summarize(
    _ pattern: MetricsConfig.Pattern, mutants: [Mutant], outcomes: [Int: MutantOutcome],
    seconds: Double, limit: Double
  ) -> PatternMutation {
    var totals = MutationCounts()
    var screens: [String: MutationCounts] = [:]
    var layers: [String: MutationCounts] = [:]
    var uis: [String: MutationCounts] = [:]
    var tags: [String: String] = [:]
    var survivors: [Survivor] = []
    var timeouts: [Survivor] = []
    for mutant in mutants {
      let outcome = outcomes[mutant.id] ?? .notViable
      let relative = String(mutant.file.dropFirst(pattern.sources.count + 1))
      totals.add(outcome)
      screens[classifier.screen(ofRelativePath: relative), default: MutationCounts()].add(outcome)
      layers[classifier.layer(ofFile: mutant.file), default: MutationCounts()].add(outcome)
      if tags[mutant.file] == nil { tags[mutant.file] = uiTag(of: mutant.file) }
      uis[tags[mutant.file] ?? "logic", default: MutationCounts()].add(outcome)
      let described = Survivor(
        file: mutant.file, line: mutant.site.line, operator: mutant.site.mutation.rawValue,
        before: mutant.site.before, after: mutant.site.after)
      if outcome == .survived { survivors.append(described) }
      if outcome == .timedOut { timeouts.append(described) }
    }
    return PatternMutation(
      fingerprint: Fingerprint.of(pattern: pattern, root: context.root), seconds: seconds,
      totals: totals, screens: screens, layers: layers, survivors: survivors, timeouts: timeouts,
      uis: uis, tagging: Fingerprint.ofTagging(config: config), limitSeconds: limit)
  }

  /// The UI tag of a source file from its imports; `logic` for logic.
  private func uiTag(of path: String) -> String {
    let root = context.root
    func imports(_ path: String) -> [String]? {
      (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map {
        ImportScanner.imports(in: SwiftSource($0))
      }
    }
    return config.ui(of: path, importing: imports(path) ?? [], importsOf: imports) ?? "logic"
  }

  // MARK: - The scratch copy

  /// Builds the scratch copy; a mutant the compiler rejects is dropped and the build retried.
  private func buildDroppingNonViable(_ mutants: [Mutant]) async throws(MetricsError) -> Set<Int> {
    var dropped: Set<Int> = []
    let byFile = Dictionary(grouping: mutants, by: \.file)
    var dirty = Set(byFile.keys)
    let runner = ProcessRunner(directory: scratch)
    for round in 1...40 {
      for file in dirty.sorted() {
        let text = try ResultStore.text(of: context.root.appendingPathComponent(file))
        let kept = (byFile[file] ?? []).filter { !dropped.contains($0.id) }
        try ResultStore.write(
          Data(SchemataWriter.write(text, sites: kept.map { ($0.id, $0.site) }).utf8),
          to: scratch.appendingPathComponent(file))
      }
      let output = try await runner.run(context.swift, ["build", "--build-tests"])
      if output.status == 0 { return dropped }
      let errors = Self.errorLines(output.stdout + "\n" + output.stderr, scratch: scratch.path)
      let culprits = Self.culprits(
        of: errors, among: mutants.filter { !dropped.contains($0.id) })
      guard !culprits.isEmpty else {
        throw .commandFailed(
          command: "swift build --build-tests (scratch copy, round \(round))",
          status: output.status, stderrTail: output.tail())
      }
      dropped.formUnion(culprits.map(\.id))
      dirty = Set(culprits.map(\.file))
      context.progress.log(
        "mutation: \(culprits.count) mutants do not compile (not viable); building again…")
    }
    throw .commandFailed(
      command: "swift build --build-tests (scratch copy)", status: 1,
      stderrTail: "still failing after 40 rounds of dropping mutants")
  }

  /// The mutants an error names: those on its line, or, when the compiler points elsewhere
  /// (a closure's first line, say), those within ten lines of it in the same file.
  static func culprits(of errors: Set<ErrorLine>, among mutants: [Mutant]) -> [Mutant] {
    let named = Set(
      errors.flatMap { error in
        let inFile = mutants.filter { $0.file == error.file }
        let exact = inFile.filter { $0.site.line == error.line }
        return exact.isEmpty ? inFile.filter { abs($0.site.line - error.line) <= 10 } : exact
      }.map(\.id))
    return mutants.filter { named.contains($0.id) }.sorted { $0.id < $1.id }
  }

  struct ErrorLine: Hashable {
    let file: String
    let line: Int
  }

  /// The files (relative to the scratch copy) and lines of the compiler's errors.
  static func errorLines(_ output: String, scratch: String) -> Set<ErrorLine> {
    var result: Set<ErrorLine> = []
    for line in output.split(separator: "\n") where line.contains(": error:") {
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count >= 3, let number = Int(parts[1]) else { continue }
      var path = String(parts[0])
      let prefix = scratch.hasSuffix("/") ? scratch : scratch + "/"
      if let range = path.range(of: prefix) { path = String(path[range.upperBound...]) }
      result.insert(ErrorLine(file: path, line: number))
    }
    return result
  }

  /// Runs the tests of `module` in the scratch build with mutant `id` switched on (0: none),
  /// killing the run at the time limit.
  private func runTests(
    of module: String, mutant id: Int, limit: Double, bundle: TestBundle
  ) async -> MutantOutcome {
    let command = bundle.swiftTesting(["--filter", "^(\(module))\\."])
    let ending = await ProcessRunner(directory: scratch).run(
      command.executable, command.arguments,
      environment: command.environment.merging([SchemataWriter.variable: "\(id)"]) { $1 },
      limit: limit)
    switch ending {
    case .timedOut: return .timedOut
    case .exited(0): return .survived
    case .exited, .notStarted: return .killed
    }
  }
}

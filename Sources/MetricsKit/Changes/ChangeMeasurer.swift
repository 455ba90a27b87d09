import Foundation

/// What `scripts/metrics` does with the change requests: measure them all and store the
/// results, try a few cells without writing anything, or check the stored figures cheaply.
package struct ChangeMeasurer: Sendable {
  let context: BuildContext
  let catalog: ChangeCatalog

  /// Runs every change × pattern that has a patch and writes `store`; returns the failed cells.
  package func measure(into store: ResultStore) async throws(MetricsError) -> [String] {
    // Fails before the long run when the stored file cannot be read.
    _ = try store.data()
    let fingerprint = catalog.fingerprint()
    var cells = try catalog.statistics()
    let start = ContinuousClock.now
    let passed = try await ChangeRunner(context: context, catalog: catalog).run(
      catalog.names, patterns: catalog.patterns)
    for (change, outcomes) in passed {
      for (module, ok) in outcomes { cells[change]?[module]?.passed = ok }
    }
    let elapsed = (ContinuousClock.now - start).components.seconds
    context.progress.log("changes: all cells run in \(elapsed) s")
    try store.write(ChangeResults(changes: cells, fingerprint: fingerprint))
    return failures(passed)
  }

  /// Runs the cells `--change` and `--pattern` choose; writes nothing in the checkout and throws
  /// unless every one passed.
  package func runCells(_ options: Options) async throws(MetricsError) {
    let changes = options.change.map { [$0] } ?? catalog.names
    if let unknown = changes.first(where: { !catalog.names.contains($0) }) {
      throw .unknownOption(
        "--change \(unknown) (the changes are: \(catalog.names.joined(separator: ", ")))")
    }
    let patterns = try MetricsCommand.chosenPatterns(options, among: catalog.patterns)
    let runnable = changes.filter { change in patterns.contains { catalog.patch(change, $0) != nil }
    }
    guard !runnable.isEmpty else {
      throw .unknownOption("--change/--pattern: no patch for \(changes) × \(patterns.map(\.name))")
    }
    let passed = try await ChangeRunner(context: context, catalog: catalog).run(
      runnable, patterns: patterns)
    let failed = failures(passed)
    guard failed.isEmpty else { throw .changesFailed(failed) }
    let count = passed.values.reduce(0) { $0 + $1.count }
    let summary = count == 1 ? "the cell passed" : "all \(count) cells passed"
    context.progress.log("changes: \(summary); nothing was written")
  }

  /// Fails if a patch no longer applies or its figures differ from the stored ones.
  ///
  /// Names the patch or the cell; builds nothing.
  package func check(_ stored: ChangeResults?, file: URL) async throws(MetricsError) {
    let current = try catalog.statistics()
    guard !current.isEmpty || stored != nil else { return }
    try await catalog.checkPatchesApply(git: ToolLocator().tool("git"))
    guard let stored else {
      throw .staleChanges(diff: "no results at \(file.path)")
    }
    let lines = Self.differences(stored: stored.changes, current: current)
    guard lines.isEmpty else { throw .staleChanges(diff: lines.joined(separator: "\n")) }
  }

  /// The cells whose figures differ, one line each: `change × target: stored → current`.
  static func differences(
    stored: [String: [String: ChangeCell]], current: [String: [String: ChangeCell]]
  ) -> [String] {
    var lines: [String] = []
    let changes = Set(stored.keys).union(current.keys).sorted()
    for change in changes {
      let modules = Set(stored[change, default: [:]].keys).union(current[change, default: [:]].keys)
      for module in modules.sorted() {
        let old = stored[change]?[module]?.patchFigures
        let new = current[change]?[module]?.patchFigures
        guard old != new else { continue }
        lines.append("\(change) × \(module): \(describe(old)) → \(describe(new))")
      }
    }
    return lines
  }

  private static func describe(_ cell: ChangeCell?) -> String {
    guard let cell else { return "no patch" }
    return
      "files \(cell.filesTouched)+\(cell.filesAdded), code +\(cell.codeAdded) −\(cell.codeRemoved), tests +\(cell.testAdded) −\(cell.testRemoved), types \(cell.newTypes)"
  }

  private func failures(_ passed: [String: [String: Bool]]) -> [String] {
    catalog.names.flatMap { change in
      catalog.patterns.compactMap { pattern in
        passed[change]?[pattern.module] == false ? "\(change) × \(pattern.name)" : nil
      }
    }
  }
}

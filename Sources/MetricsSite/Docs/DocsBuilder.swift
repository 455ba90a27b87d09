import Foundation
import MetricsKit

/// Makes the DocC pages of every target with the toolchain's `docc`, staged in the docs build
/// folder until the site writer moves them into the site.
package struct DocsBuilder: Sendable {
  private let context: BuildContext

  /// Creates a builder working in `context`'s package.
  package init(context: BuildContext) { self.context = context }

  /// The staged pages of one target, ready to be moved to `target.sitePath`.
  package struct Made: Sendable {
    /// The documented target.
    package let target: DocsTarget
    /// The folder `docc convert` wrote.
    package let folder: URL
  }

  /// Builds the symbol graphs once, then converts every target in turn.
  package func build(_ targets: [DocsTarget]) async throws(MetricsError) -> [Made] {
    let docc = try context.tools.docc()
    let base = context.root.appendingPathComponent(DocsArguments.scratch)
    let graphs = base.appendingPathComponent("symbol-graphs")
    // The compiler writes a module's graph only when it compiles the module, so the graphs of an
    // up-to-date build are kept between runs; graphs of removed modules are never selected.
    try await buildGraphs(into: graphs)
    let present = (try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? []
    if targets.contains(where: { SymbolGraphSelection.files(of: $0.module, among: present).isEmpty }
    ) {
      context.progress.log("docs: symbol graphs missing; building the docs build afresh…")
      try? FileManager.default.removeItem(at: base)
      try await buildGraphs(into: graphs)
    }
    var made: [Made] = []
    for target in targets {
      let own = base.appendingPathComponent("modules/\(target.module)")
      let output = base.appendingPathComponent("site/\(target.module)")
      let names = try SymbolGraphSelection.copy(target.module, from: graphs, to: own)
      context.progress.log("docs: \(target.module) (\(names.count) symbol graphs)…")
      try? FileManager.default.removeItem(at: output)
      // docc makes the output folder but not its parent.
      try? FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
      _ = try await context.runner.check(
        docc, DocsArguments.convert(target, graphs: own.path, output: output.path))
      made.append(Made(target: target, folder: output))
    }
    let bytes = made.reduce(0) { $0 + Self.bytes(in: $1.folder) }
    context.progress.log("docs: \(made.count) targets, \(bytes / 1024) KB")
    return made
  }

  private func buildGraphs(into graphs: URL) async throws(MetricsError) {
    try? FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    context.progress.log("docs: building symbol graphs (swift build in \(DocsArguments.scratch))…")
    _ = try await context.runner.check(
      context.swift, DocsArguments.symbolGraphBuild(into: graphs.path))
  }

  /// The size of every file under `folder`, so the run says what DocC adds to the site.
  private static func bytes(in folder: URL) -> Int {
    let files = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.fileSizeKey])
    return (files?.allObjects as? [URL] ?? []).reduce(0) {
      $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
    }
  }
}

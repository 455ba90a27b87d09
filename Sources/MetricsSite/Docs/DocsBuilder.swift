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

  /// Extracts the symbol graphs from the coverage build, then converts every target in turn.
  package func build(_ targets: [DocsTarget]) async throws(MetricsError) -> [Made] {
    let docc = try context.tools.docc()
    let base = context.root.appendingPathComponent(DocsArguments.scratch)
    let graphs = base.appendingPathComponent("symbol-graphs")
    try? FileManager.default.removeItem(at: graphs)
    try? FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    try await extractGraphs(of: targets.map(\.module), into: graphs)
    var made: [Made] = []
    for target in targets {
      let own = base.appendingPathComponent("modules/\(target.module)")
      let output = base.appendingPathComponent("site/\(target.module)")
      let names = try Self.copyGraphs(of: target.module, from: graphs, to: own)
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

  /// Each module's graphs, read from the coverage build's compiled modules: no second build.
  private func extractGraphs(of modules: [String], into graphs: URL) async throws(MetricsError) {
    context.progress.log("docs: extracting symbol graphs from the coverage build…")
    let bin = try await context.binPath(["--enable-code-coverage"]).path
    let info = try await context.runner.check(context.swift, ["-print-target-info"]).stdout
    let platform: TargetInfo
    do {
      platform = try JSONDecoder().decode(TargetInfo.self, from: Data(info.utf8))
    } catch {
      throw .commandFailed(
        command: "swift -print-target-info", status: 0,
        stderrTail: "no target triple (\(error)) in: \(info)")
    }
    let triple = platform.target.triple
    for module in modules {
      _ = try await context.runner.check(
        context.swift,
        DocsArguments.symbolGraphExtract(
          module, modules: bin + "/Modules", target: triple, sdk: platform.paths.sdkPath,
          into: graphs.path))
    }
  }

  /// Copies `module`'s symbol graphs, `<module>.symbols.json` and its extension graphs
  /// `<module>@<Other>.symbols.json`, from `source`, where the build put every module's, into a
  /// fresh `destination`; returns their names.
  package static func copyGraphs(
    of module: String, from source: URL, to destination: URL
  ) throws(MetricsError) -> [String] {
    let manager = FileManager.default
    do {
      let chosen = try manager.contentsOfDirectory(atPath: source.path).filter { name in
        name == "\(module).symbols.json"
          || (name.hasPrefix("\(module)@") && name.hasSuffix(".symbols.json"))
      }.sorted()
      // A fresh folder, so graphs of an earlier run or another module never leak in.
      try? manager.removeItem(at: destination)
      try manager.createDirectory(at: destination, withIntermediateDirectories: true)
      for name in chosen {
        try manager.copyItem(
          at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
      }
      return chosen
    } catch { throw .unreadableFile(path: source.path, reason: error.localizedDescription) }
  }

  /// What `swift -print-target-info` says that the extraction needs.
  private struct TargetInfo: Decodable {
    struct Target: Decodable { let triple: String }
    struct Paths: Decodable { let sdkPath: String? }
    let target: Target
    let paths: Paths
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

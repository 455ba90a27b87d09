import Foundation

/// Reads from git what a UI port changed in every pattern's sources (`--ui-rewrite BASE`).
package struct UIRewriteMeasurer: Sendable {
  private let context: BuildContext
  private let config: MetricsConfig

  /// Creates a measurer of the repository at the package root of `context`.
  package init(context: BuildContext, config: MetricsConfig) {
    self.context = context
    self.config = config
  }

  /// The changes between `base` and `HEAD` under each present pattern's source folder, each
  /// file tagged by its imports at `HEAD` (at `base` when the port deleted it).
  package func measure(base: String) async throws(MetricsError) -> UIRewrite {
    guard let git = ToolLocator().onPath("git") else { throw .missingTool("git") }
    let runner = context.runner
    func revision(_ name: String) async throws(MetricsError) -> String {
      let output = try await runner.check(git, ["rev-parse", "--verify", name + "^{commit}"])
      return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let baseCommit = try await revision(base)
    let head = try await revision("HEAD")
    var patterns: [String: [UIRewrite.FileChange]] = [:]
    for pattern in config.patterns(presentIn: context.root) {
      let diff = try await runner.check(
        git, ["diff", "--numstat", "--no-renames", baseCommit, head, "--", pattern.sources])
      var changes: [UIRewrite.FileChange] = []
      for line in diff.stdout.split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
        // Binary files show "-" for their counts; the sources are all text.
        guard fields.count == 3, let added = Int(fields[0]), let removed = Int(fields[1]),
          fields[2].hasSuffix(".swift")
        else { continue }
        let path = fields[2]
        var text = try await runner.run(git, ["show", "\(head):\(path)"])
        if text.status != 0 { text = try await runner.run(git, ["show", "\(baseCommit):\(path)"]) }
        let imports = ImportScanner.imports(in: SwiftSource(text.stdout))
        let root = context.root
        let ui = config.ui(of: path, importing: imports) { other in
          (try? String(contentsOf: root.appendingPathComponent(other), encoding: .utf8)).map {
            ImportScanner.imports(in: SwiftSource($0))
          }
        }
        changes.append(UIRewrite.FileChange(path: path, added: added, removed: removed, ui: ui))
      }
      patterns[pattern.name] = changes.sorted { $0.path < $1.path }
    }
    context.progress.log(
      "read the port's changes from \(baseCommit.prefix(12)) to \(head.prefix(12))")
    return UIRewrite(base: baseCommit, head: head, patterns: patterns)
  }
}

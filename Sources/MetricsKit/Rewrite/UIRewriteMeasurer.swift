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

  /// The changes of `range` (`BASE` for `BASE..HEAD`, or `BASE..END`) under the source folder of
  /// each of `patterns`, each file tagged by its imports at the end (at `BASE` when the port
  /// deleted it).
  package func measure(
    _ range: String, patterns chosen: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [String: UIRewrite.Port] {
    guard let git = ToolLocator().onPath("git") else { throw .missingTool("git") }
    let runner = context.runner
    func revision(_ name: String) async throws(MetricsError) -> String {
      let output = try await runner.check(git, ["rev-parse", "--verify", name + "^{commit}"])
      return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let ends = range.components(separatedBy: "..")
    guard ends.count <= 2, let base = ends.first, !base.isEmpty else {
      throw .unknownOption("--ui-rewrite \(range) (give BASE or BASE..HEAD)")
    }
    let baseCommit = try await revision(base)
    let head = try await revision(ends.count == 2 ? ends[1] : "HEAD")
    var patterns: [String: UIRewrite.Port] = [:]
    for pattern in chosen {
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
      patterns[pattern.name] = UIRewrite.Port(
        base: baseCommit, head: head, files: changes.sorted { $0.path < $1.path })
    }
    context.progress.log(
      "read the port's changes from \(baseCommit.prefix(12)) to \(head.prefix(12)) for "
        + chosen.map(\.name).joined(separator: ", "))
    return patterns
  }
}

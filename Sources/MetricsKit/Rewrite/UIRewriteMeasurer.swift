import Foundation

/// Reads from git what a UI port changed in every pattern's sources (`--ui-rewrite BASE`).
package struct UIRewriteMeasurer: Sendable {
  let context: BuildContext

  /// The changes of `range` (`BASE` for `BASE..HEAD`, or `BASE..END`) under the source folder of
  /// each of `patterns`: per Swift file, its imports at both ends and its code lines changed,
  /// with the lines moved verbatim between two files of the same pattern set apart.
  package func measure(
    _ range: String, patterns chosen: [MetricsConfig.Pattern]
  ) async throws(MetricsError) -> [String: UIRewrite.Port] {
    let git = try ToolLocator().tool("git")
    let runner = context.runner
    func revision(_ name: String) async throws(MetricsError) -> String {
      let output = try await runner.check(git, ["rev-parse", "--verify", name + "^{commit}"])
      return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    func text(at commit: String, _ path: String) async throws(MetricsError) -> String? {
      let shown = try await runner.run(git, ["show", "\(commit):\(path)"])
      return shown.status == 0 ? shown.stdout : nil
    }
    let ends = range.components(separatedBy: "..")
    guard ends.count <= 2, let base = ends.first, !base.isEmpty else {
      throw .unknownOption("--ui-rewrite \(range) (give BASE or BASE..HEAD)")
    }
    let baseCommit = try await revision(base)
    let head = try await revision(ends.count == 2 ? ends[1] : "HEAD")
    var patterns: [String: UIRewrite.Port] = [:]
    for pattern in chosen {
      let names = try await runner.check(
        git, ["diff", "--name-only", "--no-renames", baseCommit, head, "--", pattern.sources])
      var texts: [(path: String, base: String?, head: String?)] = []
      for path in names.stdout.split(separator: "\n").map(String.init).sorted()
      where path.hasSuffix(".swift") {
        texts.append(
          (path, try await text(at: baseCommit, path), try await text(at: head, path)))
      }
      patterns[pattern.name] = UIRewrite.Port(
        base: baseCommit, head: head, files: Self.fileChanges(texts))
    }
    context.progress.log(
      "read the port's changes from \(baseCommit.prefix(12)) to \(head.prefix(12)) for "
        + chosen.map(\.name).joined(separator: ", "))
    return patterns
  }

  /// The stored changes of one port's files, from their texts at both ends.
  package static func fileChanges(
    _ texts: [(path: String, base: String?, head: String?)]
  ) -> [UIRewrite.FileChange] {
    let changes = texts.map { CodeChange(base: $0.base, head: $0.head) }
    let moved = MovedLines.detect(changes)
    return texts.indices.map { index in
      let file = texts[index]
      let added = changes[index].addedCount - moved[index].in
      let removed = changes[index].removedCount - moved[index].out
      // A moved line is counted apart, never as mechanical.
      let mechanical = CodeChange.mechanicalCounts(base: file.base, head: file.head)
      return UIRewrite.FileChange(
        path: file.path,
        baseImports: file.base.map { ImportScanner.imports(in: SwiftSource($0)) },
        headImports: file.head.map { ImportScanner.imports(in: SwiftSource($0)) },
        added: added, removed: removed, movedIn: moved[index].in, movedOut: moved[index].out,
        mechanicalRemoved: min(mechanical.removed, removed),
        mechanicalAdded: min(mechanical.added, added))
    }
  }
}

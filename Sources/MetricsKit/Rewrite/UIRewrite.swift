import Foundation

/// What a UI port changed in each pattern's sources: `git diff --numstat` between the commit
/// before the pattern's port and the one completing it, limited to `Sources/<P>`, stored in
/// `Metrics/ui-rewrite.json` so that the report never needs the history.
package struct UIRewrite: Codable, Equatable, Sendable {
  /// One file the port changed.
  package struct FileChange: Codable, Equatable, Sendable {
    /// The path from the package root.
    package let path: String
    /// Lines added.
    package let added: Int
    /// Lines removed.
    package let removed: Int
    /// The UI the file is written for, from its imports (at `head`, else at `base`); nil for
    /// logic.
    package let ui: String?

    /// Creates a file's change.
    package init(path: String, added: Int, removed: Int, ui: String?) {
      self.path = path
      self.added = added
      self.removed = removed
      self.ui = ui
    }
  }

  /// One pattern's port: the commits it spans and the files it changed.
  package struct Port: Codable, Equatable, Sendable {
    /// The commit before the port's first line.
    package let base: String
    /// The commit completing the port.
    package let head: String
    /// The files changed under the pattern's source folder, by path.
    package let files: [FileChange]

    /// Creates a pattern's port.
    package init(base: String, head: String, files: [FileChange]) {
      self.base = base
      self.head = head
      self.files = files
    }
  }

  /// Per pattern name, its port; patterns are ported at different times, so each has its own
  /// commits.
  package var patterns: [String: Port]

  /// Creates a record.
  package init(patterns: [String: Port]) {
    self.patterns = patterns
  }

  /// The logic files of `pattern` the port changed: their count and lines added and removed.
  package func logicChange(of pattern: String) -> (files: Int, added: Int, removed: Int)? {
    guard let changes = patterns[pattern]?.files else { return nil }
    let logic = changes.filter { $0.ui == nil }
    return (
      logic.count, logic.map(\.added).reduce(0, +), logic.map(\.removed).reduce(0, +)
    )
  }

  /// Reads `Metrics/ui-rewrite.json`; nil when there is none or it cannot be read.
  package static func stored(in file: URL) -> UIRewrite? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(UIRewrite.self, from: data)
  }
}

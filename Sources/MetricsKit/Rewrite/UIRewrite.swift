/// What each pattern's UI port changed, read from git once (`--ui-rewrite`) and stored in
/// `Metrics/ui-rewrite.json` with everything the report needs, so that it never needs the
/// history: per file, its imports at both ends (its role is read from them and the
/// configuration) and its code lines changed and moved.
package struct UIRewrite: Codable, Equatable, Sendable {
  /// One file the port changed.
  package struct FileChange: Codable, Equatable, Sendable {
    /// The path from the package root.
    package let path: String
    /// The file's imports at the port's base; nil when the port created it.
    package let baseImports: [String]?
    /// The file's imports at the port's head; nil when the port deleted it.
    package let headImports: [String]?
    /// Code lines added, those moved in from another file not counted.
    package let added: Int
    /// Code lines removed, those moved out to another file not counted.
    package let removed: Int
    /// Code lines moved verbatim into this file from another file of the port.
    package var movedIn = 0
    /// Code lines moved verbatim out of this file into another file of the port.
    package var movedOut = 0
    /// Of the lines removed, those in hunks `MechanicalRule` calls mechanical; nil when not
    /// judged under today's rule (stored apart, in `PortHunks`).
    package var mechanicalRemoved: Int?
    /// Of the lines added, those in hunks `MechanicalRule` calls mechanical; nil as above.
    package var mechanicalAdded: Int?

    // The rule's verdict is not a figure of the port: `PortHunks` stores it.
    private enum CodingKeys: String, CodingKey {
      case path, baseImports, headImports, added, removed, movedIn, movedOut
    }
  }

  /// One pattern's port: the commits it spans and the files it changed.
  package struct Port: Codable, Equatable, Sendable {
    /// The commit before the port's first line.
    package let base: String
    /// The commit completing the port.
    package let head: String
    /// The files changed under the pattern's source folder, by path.
    package var files: [FileChange]

    /// Whether the port wrote the pattern from nothing: no file it touched existed before.
    package var isBornInPort: Bool {
      !files.isEmpty && files.allSatisfy { $0.baseImports == nil }
    }
  }

  /// Per pattern name, its port; patterns are ported at different times, so each has its own
  /// commits.
  package var patterns: [String: Port]
}

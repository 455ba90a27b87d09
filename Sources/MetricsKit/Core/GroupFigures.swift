/// The figures of a group of source files: one layer or one screen of a pattern.
package struct GroupFigures: Codable, Equatable, Sendable {
  /// The layer or screen name.
  package let name: String
  /// Source files in the group.
  package let files: Int
  /// Their lines.
  package let lines: LineCounts
  /// Types declared in them (extensions apart).
  package let types: Int
  /// Their coverage by the pattern's own tests.
  package let ownCoverage: Coverage

  /// Sums the figures of `files` under `name`.
  package init(name: String, files: [FileMetrics]) {
    self.name = name
    self.files = files.count
    lines = files.reduce(LineCounts()) { $0 + $1.lines }
    types = files.reduce(0) { $0 + TypeCounts($1.types).types }
    ownCoverage = files.reduce(Coverage()) { $0 + ($1.ownCoverage ?? Coverage()) }
  }
}

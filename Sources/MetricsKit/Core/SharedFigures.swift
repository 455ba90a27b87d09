/// The figures of a target every pattern builds on, counted apart from every pattern.
package struct SharedFigures: Codable, Equatable, Sendable {
  /// The target's name.
  package let name: String
  /// What it gives the patterns, in a few words.
  package let role: String
  /// Its source files.
  package let files: Int
  /// Their lines.
  package let lines: LineCounts
  /// Types declared in them (extensions apart).
  package let types: Int
  /// Its test files.
  package let testFiles: Int
  /// Their lines.
  package let testLines: LineCounts

  /// Sums the figures of `files` (sources and tests) of `shared`.
  package init(_ shared: MetricsConfig.Shared, files: [FileMetrics]) {
    let sources = files.filter { !$0.isTest }
    let tests = files.filter(\.isTest)
    (name, role) = (shared.name, shared.role)
    self.files = sources.count
    lines = sources.reduce(LineCounts()) { $0 + $1.lines }
    types = sources.reduce(0) { $0 + TypeCounts($1.types).types }
    testFiles = tests.count
    testLines = tests.reduce(LineCounts()) { $0 + $1.lines }
  }
}

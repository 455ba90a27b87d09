/// The figures of one Swift file of a pattern, source or test.
package struct FileMetrics: Codable, Equatable, Sendable {
  /// The path relative to the package root.
  package let path: String
  /// The pattern the file belongs to.
  package let pattern: String
  /// Whether the file is test code.
  package let isTest: Bool
  /// The file's layer (test files are classified too, by the same rules).
  package let layer: String
  /// The file's screen folder.
  package let screen: String
  /// Blank, comment and code lines, as cloc counts them.
  package let lines: LineCounts
  /// The types and extensions declared in the file.
  package let types: [TypeDeclaration]
  /// The modules the file imports.
  package let imports: [String]
  /// The configured widget types the file constructs, sorted; nil when none, so it is not stored.
  package var widgets: [String]?
  /// The UI the file is written for (its imports; a test file takes the tag of the file it is
  /// named after); nil for logic, which every UI of its pattern shares.
  package var ui: String?
  /// Coverage by the pattern's own tests; nil for test files or before tests ran.
  package var ownCoverage: Coverage?
  /// Coverage by all tests together; nil for test files or before tests ran.
  package var allCoverage: Coverage?

  /// The file's largest type by code lines, the earliest on a tie.
  package var largestType: TypeDeclaration? {
    types.max { $0.codeLines < $1.codeLines }
  }
}

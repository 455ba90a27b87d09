/// One type declared in a file, with the code lines its body spans.
package struct TypeDeclaration: Codable, Equatable, Sendable {
  /// The declaration keyword: `class`, `struct`, `enum`, `protocol`, `actor` or `extension`.
  package let kind: String
  /// The declared (or extended) type's name as written.
  package let name: String
  /// The 1-based line of the keyword.
  package let line: Int
  /// Code lines from the keyword's line to the closing brace's line, both included.
  package let codeLines: Int
}

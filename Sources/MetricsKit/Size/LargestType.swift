/// The longest type of a pattern: the "massive view controller" figure.
package struct LargestType: Codable, Equatable, Sendable {
  /// The type's name.
  package let name: String
  /// Its declaration keyword.
  package let kind: String
  /// The file declaring it.
  package let path: String
  /// Code lines from its keyword to its closing brace.
  package let codeLines: Int

  /// Creates the figure.
  package init(name: String, kind: String, path: String, codeLines: Int) {
    self.name = name
    self.kind = kind
    self.path = path
    self.codeLines = codeLines
  }
}

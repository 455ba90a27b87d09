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
}

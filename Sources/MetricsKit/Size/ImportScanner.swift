/// Finds the modules a Swift file imports.
package enum ImportScanner {
  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The imported module names, sorted and without duplicates.
  package static func imports(in source: SwiftSource) -> [String] {
    var modules: Set<String> = []
    for line in source.codeLines {
      var words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
      // Attributes such as `@testable` or `@_exported` may precede the keyword.
      while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
      guard words.first == "import", words.count > 1 else { continue }
      var path = words[1]
      if importKinds.contains(path), words.count > 2 { path = words[2] }
      if let module = path.split(separator: ".").first { modules.insert(String(module)) }
    }
    return modules.sorted()
  }
}

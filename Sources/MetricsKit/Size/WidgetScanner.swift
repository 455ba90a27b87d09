/// Finds the widget types a Swift file constructs: `Button(`, `TextField(`, `TableView.init(`.
package enum WidgetScanner {
  /// The names among `types` that the code calls as initialisers, sorted and without duplicates.
  ///
  /// A name counts only as a whole word not reached through a dot, so `TableView(` counts
  /// but neither `.tableView(` nor `TeamTableView(` does; comments and strings never count.
  package static func constructed(_ types: [String], in source: SwiftSource) -> [String] {
    guard !types.isEmpty else { return [] }
    var found: Set<String> = []
    for line in source.codeLines {
      let scalars = Array(line.unicodeScalars)
      for type in types where !found.contains(type) && calls(type, in: scalars) {
        found.insert(type)
      }
    }
    return found.sorted()
  }

  private static func calls(_ type: String, in line: [Unicode.Scalar]) -> Bool {
    let name = Array(type.unicodeScalars)
    guard line.count > name.count else { return false }
    for start in 0...(line.count - name.count) where Array(line[start..<start + name.count]) == name
    {
      if start > 0, isWordOrDot(line[start - 1]) { continue }
      let rest = line[(start + name.count)...]
      if rest.first == "(" || rest.starts(with: ".init(".unicodeScalars) { return true }
    }
    return false
  }

  private static func isWordOrDot(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "_" || scalar.properties.isAlphabetic
      || ("0"..."9").contains(scalar)
  }
}

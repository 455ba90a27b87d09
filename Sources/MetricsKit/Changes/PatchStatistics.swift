/// Reads a change patch's figures: files, code and test lines, new types.
package enum PatchStatistics {
  /// The figures of `patch`, given each touched file's text before it (`nil` when it did not exist).
  ///
  /// Lines are counted as the report counts them: a Swift line that is neither blank nor only a
  /// comment. Files under `Tests/` count as tests; other files as code. Non-Swift files count as
  /// touched or added but add no lines, as the report counts only Swift.
  package static func measure(
    _ patch: String, before: (String) -> String?,
    tag: ((_ path: String, _ source: SwiftSource) -> String)? = nil
  ) -> ChangeCell {
    var cell = ChangeCell()
    for file in UnifiedDiff.parse(patch) {
      if file.isNew { cell.filesAdded += 1 } else { cell.filesTouched += 1 }
      guard file.path.hasSuffix(".swift") else { continue }
      let old = file.isNew ? "" : before(file.path) ?? ""
      let new = file.isDeleted ? "" : file.applied(to: old)
      let (oldSource, newSource) = (SwiftSource(old), SwiftSource(new))
      let added = file.addedLineNumbers.filter { isCode(newSource, line: $0) }.count
      let removed = file.removedLineNumbers.filter { isCode(oldSource, line: $0) }.count
      let isTest = file.path.hasPrefix("Tests/")
      cell[keyPath: isTest ? \ChangeCell.testAdded : \.codeAdded] += added
      cell[keyPath: isTest ? \ChangeCell.testRemoved : \.codeRemoved] += removed
      cell.newTypes += newTypeCount(before: oldSource, after: newSource)
      if let tag {
        let key = tag(file.path, file.isDeleted ? oldSource : newSource)
        cell.byUI[key, default: 0] += added + removed
        if isTest { cell.testsByUI[key, default: 0] += added + removed }
      }
    }
    return cell
  }

  private static func isCode(_ source: SwiftSource, line: Int) -> Bool {
    line >= 1 && line <= source.codeLines.count && source.isCode(line: line - 1)
  }

  /// Declarations in `after` that `before` lacks, by kind and name.
  private static func newTypeCount(before: SwiftSource, after: SwiftSource) -> Int {
    func names(_ source: SwiftSource) -> [String: Int] {
      TypeScanner.declarations(in: source).filter { $0.kind != "extension" }
        .reduce(into: [:]) { $0[$1.kind + " " + $1.name, default: 0] += 1 }
    }
    let old = names(before)
    return names(after).reduce(0) { $0 + max(0, $1.value - (old[$1.key] ?? 0)) }
  }
}

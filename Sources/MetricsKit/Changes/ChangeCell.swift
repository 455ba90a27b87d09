/// What one pattern had to write for one change: a cell of `Metrics/changes.json`.
package struct ChangeCell: Codable, Equatable, Sendable {
  /// Files that existed before and were changed or deleted.
  package var filesTouched = 0
  /// Files the patch creates.
  package var filesAdded = 0
  /// Code lines (not blank, not comment) added and removed under `Sources/`.
  package var codeAdded = 0
  package var codeRemoved = 0
  /// Code lines added and removed under `Tests/`.
  package var testAdded = 0
  package var testRemoved = 0
  /// Types (class, struct, enum, protocol, actor) declared by the patch; extensions not counted.
  package var newTypes = 0
  /// Code and test lines added and removed, per UI tag of their file (`logic` for logic).
  package var byUI: [String: Int] = [:]
  /// Of `byUI`, the test lines, per UI tag of the source file the test is named after.
  package var testsByUI: [String: Int] = [:]
  /// The patched tree built and both the pattern's tests and the change's scenario passed.
  package var passed = false

  /// Every line added or removed, code and tests.
  package var linesTouched: Int { codeAdded + codeRemoved + testAdded + testRemoved }

  /// The lines touched in the logic and the files of `ui`; every line without one.
  package func lines(in ui: String?) -> Int {
    guard let ui else { return linesTouched }
    return (byUI["logic"] ?? 0) + (byUI[ui] ?? 0)
  }

  /// The figures read from the patch, without the outcome of running it.
  package var patchFigures: ChangeCell {
    var figures = self
    figures.passed = false
    return figures
  }
}

/// The stored change-cost results: `Metrics/changes.json`.
package struct ChangeResults: Codable, Equatable, Sendable {
  /// Per change, per pattern target, what the patch took.
  package var changes: [String: [String: ChangeCell]]
  /// A hash of what the patches ran on (`ChangeCatalog.fingerprint()`).
  package var fingerprint: String
}

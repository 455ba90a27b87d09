import Foundation

/// The code lines one file's change removed and added, counted as cloc counts (no comments, no
/// blank lines) and compared with their indentation trimmed, in runs of consecutive lines.
package struct CodeChange: Equatable, Sendable {
  /// Runs of consecutive code lines the change removed, in the order of the old file.
  package let removed: [[String]]
  /// Runs of consecutive code lines the change added, in the order of the new file.
  package let added: [[String]]

  /// Code lines removed.
  package var removedCount: Int { removed.map(\.count).reduce(0, +) }
  /// Code lines added.
  package var addedCount: Int { added.map(\.count).reduce(0, +) }

  private static func normalizedCodeLines(_ text: String) -> [String] {
    ClocLineCounter.codeLines(text).map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

extension CodeChange {
  /// The change from `base` to `head` (nil for a file that did not exist at that end).
  package init(base: String?, head: String?) {
    let old = base.map(Self.normalizedCodeLines) ?? []
    let new = head.map(Self.normalizedCodeLines) ?? []
    var removed: [[String]] = []
    var added: [[String]] = []
    var (left, right) = (0, 0)
    // Between two lines both files keep, what the old file had is removed and what the new
    // one has is added.
    for (nextLeft, nextRight) in LineDiff.commonPairs(old, new) + [(old.count, new.count)] {
      if nextLeft > left { removed.append(Array(old[left..<nextLeft])) }
      if nextRight > right { added.append(Array(new[right..<nextRight])) }
      (left, right) = (nextLeft + 1, nextRight + 1)
    }
    self.init(removed: removed, added: added)
  }
}

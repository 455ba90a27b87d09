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
  /// One stretch of a change between two lines both files keep: what the old file had there
  /// and what the new one has.
  package struct Hunk: Equatable, Sendable {
    /// The code lines removed, in order.
    package let removed: [String]
    /// The code lines added, in order.
    package let added: [String]
  }

  /// The change from `base` to `head` (nil for a file that did not exist at that end).
  package init(base: String?, head: String?) {
    let hunks = Self.hunks(base: base, head: head)
    self.init(
      removed: hunks.map(\.removed).filter { !$0.isEmpty },
      added: hunks.map(\.added).filter { !$0.isEmpty })
  }

  /// The hunks of the change from `base` to `head`, in order.
  package static func hunks(base: String?, head: String?) -> [Hunk] {
    let old = base.map(Self.normalizedCodeLines) ?? []
    let new = head.map(Self.normalizedCodeLines) ?? []
    var hunks: [Hunk] = []
    var (left, right) = (0, 0)
    // Between two lines both files keep, what the old file had is removed and what the new
    // one has is added.
    for (nextLeft, nextRight) in LineDiff.commonPairs(old, new) + [(old.count, new.count)] {
      if nextLeft > left || nextRight > right {
        hunks.append(
          Hunk(removed: Array(old[left..<nextLeft]), added: Array(new[right..<nextRight])))
      }
      (left, right) = (nextLeft + 1, nextRight + 1)
    }
    return hunks
  }

  /// The code lines removed and added by the hunks `MechanicalRule` calls mechanical.
  package static func mechanicalCounts(base: String?, head: String?) -> (
    removed: Int, added: Int
  ) {
    hunks(base: base, head: head)
      .filter { MechanicalRule.isMechanical(removed: $0.removed, added: $0.added) }
      .reduce((0, 0)) { ($0.0 + $1.removed.count, $0.1 + $1.added.count) }
  }
}

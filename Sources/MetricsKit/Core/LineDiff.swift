/// Two texts aligned line by line for a side-by-side view, from a longest common subsequence
/// of their lines: lines both have, lines only one has, and lines changed in place.
package enum LineDiff {
  /// One row of the side-by-side view; line numbers are 0-based indices into each side.
  package enum Row: Equatable, Sendable {
    /// The same line on both sides.
    case same(left: Int, right: Int)
    /// A line removed on the left where another was added on the right.
    case changed(left: Int, right: Int)
    /// A line only the left has.
    case left(Int)
    /// A line only the right has.
    case right(Int)
  }

  /// The rows aligning `left` with `right`.
  ///
  /// Between two common lines, the removed and added
  /// lines are paired in order as changed; the rest stand alone on their side.
  package static func rows(_ left: [String], _ right: [String]) -> [Row] {
    let common = commonPairs(left, right) + [(left.count, right.count)]
    var rows: [Row] = []
    var (l, r) = (0, 0)
    for (nextLeft, nextRight) in common {
      let removed = nextLeft - l
      let added = nextRight - r
      let paired = min(removed, added)
      rows += (0..<paired).map { .changed(left: l + $0, right: r + $0) }
      rows += (paired..<removed).map { .left(l + $0) } + (paired..<added).map { .right(r + $0) }
      if nextLeft < left.count { rows.append(.same(left: nextLeft, right: nextRight)) }
      (l, r) = (nextLeft + 1, nextRight + 1)
    }
    return rows
  }

  /// How many lines the two texts have in common, in order.
  package static func commonCount(_ left: [String], _ right: [String]) -> Int {
    commonPairs(left, right).count
  }

  /// The index pairs of one longest common subsequence, in order (dynamic programming over
  /// the lines left between a common prefix and suffix, which source files mostly are).
  static func commonPairs(_ left: [String], _ right: [String]) -> [(Int, Int)] {
    var prefix = 0
    while prefix < left.count, prefix < right.count, left[prefix] == right[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < left.count - prefix, suffix < right.count - prefix,
      left[left.count - 1 - suffix] == right[right.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(left[prefix..<(left.count - suffix)])
    let b = Array(right[prefix..<(right.count - suffix)])
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pairs = (0..<prefix).map { ($0, $0) }
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        pairs.append((prefix + i, prefix + j))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    let leftTail = left.count - suffix
    let rightTail = right.count - suffix
    return pairs + (0..<suffix).map { (leftTail + $0, rightTail + $0) }
  }
}

extension String {
  /// The text's lines, without the empty one after its last newline.
  package var lines: [String] {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

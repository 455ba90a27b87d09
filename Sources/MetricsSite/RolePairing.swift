import MetricsKit

/// Pairs two patterns' files of one screen by role: files of the same layer face each other,
/// the most alike first when a layer has several, and a file with no counterpart stands alone.
package enum RolePairing {
  /// Two files of one role, or one file whose role the other pattern lacks (or has fewer of).
  package struct Pair: Equatable, Sendable {
    /// The layer both files belong to.
    package let layer: String
    /// The left pattern's file, by path; nil when only the right has one.
    package let left: String?
    /// The right pattern's file, by path; nil when only the left has one.
    package let right: String?
  }

  /// A file to pair: its path, its layer, its lines and the name it is matched by.
  package struct File: Sendable {
    package let path: String
    package let layer: String
    package let lines: [String]
    /// What a counterpart must be named to pair first: the file's own name unless the caller
    /// says otherwise (a screen's counterpart is a view controller of another suffix).
    package let name: String

    /// Creates a file to pair, matched by `name` (by default its own name).
    package init(path: String, layer: String, lines: [String], name: String? = nil) {
      (self.path, self.layer, self.lines) = (path, layer, lines)
      self.name = name ?? ScreenPage.name(path)
    }

    /// The measured `file`, its lines as `content`'s sources hold it.
    init(_ file: FileMetrics, in content: SiteContent) {
      self.init(path: file.path, layer: file.layer, lines: content.lines(of: file.path))
    }
  }

  /// The pairs, in `layers` order (a layer not listed last); in a layer, the pairs by name,
  /// then the files standing alone.
  package static func pairs(_ left: [File], _ right: [File], layers: [String]) -> [Pair] {
    let present = Set(left.map(\.layer) + right.map(\.layer))
    let order = layers.filter(present.contains) + present.subtracting(layers).sorted()
    return order.flatMap { layer in
      pairs(
        left.filter { $0.layer == layer }, right.filter { $0.layer == layer }, in: layer)
    }
  }

  /// One layer's files matched greedily: same-named files first (a reader looks for
  /// `PlayerListPresenter` beside `PlayerListPresenter`), then the most similar two.
  private static func pairs(_ left: [File], _ right: [File], in layer: String) -> [Pair] {
    // Same names first, then the most alike; ties go to the earlier files, so the pairing does
    // not depend on the sort's stability.
    let candidates = left.indices.flatMap { i in
      right.indices.map { j in
        let named = left[i].name == right[j].name ? 1 : 0
        return (rank: (named, similarity(left[i], right[j]), -i, -j), left: i, right: j)
      }
    }.sorted { $0.rank > $1.rank }
    var (usedLeft, usedRight) = (Set<Int>(), Set<Int>())
    var result: [Pair] = []
    for (_, i, j) in candidates where !usedLeft.contains(i) && !usedRight.contains(j) {
      usedLeft.insert(i)
      usedRight.insert(j)
      result.append(Pair(layer: layer, left: left[i].path, right: right[j].path))
    }
    result += left.indices.filter { !usedLeft.contains($0) }.map {
      Pair(layer: layer, left: left[$0].path, right: nil)
    }
    result += right.indices.filter { !usedRight.contains($0) }.map {
      Pair(layer: layer, left: nil, right: right[$0].path)
    }
    // The pairs first, then the files standing alone; each by name.
    return result.sorted { sortKey($0) < sortKey($1) }
  }

  private static func sortKey(_ pair: Pair) -> (Int, String) {
    (pair.left == nil || pair.right == nil ? 1 : 0, ScreenPage.name(pair.left ?? pair.right ?? ""))
  }

  /// The share of the two files' non-blank lines (indentation ignored) that they have in
  /// common, from 0 to 1; file names count too, so two empty files of one name still match.
  static func similarity(_ a: File, _ b: File) -> Double {
    let x = significant(a.lines)
    let y = significant(b.lines)
    let total = x.count + y.count
    let name = a.name == b.name ? 0.001 : 0
    guard total > 0 else { return name }
    return Double(2 * LineDiff.commonCount(x, y)) / Double(total) + name
  }

  private static func significant(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

import Foundation

/// Finds the code lines a port moved verbatim from one file to another: a run of lines one
/// file's change removed that another file's change added, as `git diff --color-moved` does.
package enum MovedLines {
  /// A block must hold at least this many letters and digits to count as moved (git's default
  /// for `--color-moved`), so that a lone `}` removed here and added there is not a move.
  package static let minimumAlphanumerics = 20

  /// Per change, in order: the lines moved out of its file and into it.
  package static func detect(_ changes: [CodeChange]) -> [(out: Int, in: Int)] {
    var counts = Array(repeating: (out: 0, in: 0), count: changes.count)
    var (taken, kept) = linesThatStayed(changes)
    // Where each added line stands: its change, its run and its place in the run.
    var starts: [String: [(file: Int, run: Int, line: Int)]] = [:]
    for (file, change) in changes.enumerated() {
      for (run, lines) in change.added.enumerated() {
        for (line, text) in lines.enumerated() {
          starts[text, default: []].append((file, run, line))
        }
      }
    }
    for (file, change) in changes.enumerated() {
      for (run, lines) in change.removed.enumerated() {
        var index = 0
        while index < lines.count {
          // A line that stayed in its file matches nothing (length 0), so it is passed over.
          var best: (position: (file: Int, run: Int, line: Int), length: Int)?
          for start in starts[lines[index]] ?? [] where start.file != file {
            let target = changes[start.file].added[start.run]
            var length = 0
            while index + length < lines.count, start.line + length < target.count,
              !kept[file][run][index + length], !taken[start.file][start.run][start.line + length],
              lines[index + length] == target[start.line + length]
            {
              length += 1
            }
            if length > (best?.length ?? 0) { best = (start, length) }
          }
          guard let best,
            alphanumerics(lines[index..<(index + best.length)]) >= minimumAlphanumerics
          else {
            index += 1
            continue
          }
          for offset in 0..<best.length {
            taken[best.position.file][best.position.run][best.position.line + offset] = true
          }
          counts[file].out += best.length
          counts[best.position.file].in += best.length
          index += best.length
        }
      }
    }
    return counts
  }

  /// Per change, run and line: whether its own file both removed and added the line.
  ///
  /// Such a line stayed in that file (the diff only reordered it), so it cannot have moved
  /// elsewhere, however many other files removed or added the same text.
  private static func linesThatStayed(
    _ changes: [CodeChange]
  ) -> (added: [[[Bool]]], removed: [[[Bool]]]) {
    var added = changes.map { $0.added.map { Array(repeating: false, count: $0.count) } }
    var removed = changes.map { $0.removed.map { Array(repeating: false, count: $0.count) } }
    for (file, change) in changes.enumerated() {
      var positions: [String: [(run: Int, line: Int)]] = [:]
      // A line without a letter or digit (`}`) says nothing about where its block went.
      for (run, lines) in change.removed.enumerated() {
        for (line, text) in lines.enumerated() where alphanumerics([text][...]) > 0 {
          positions[text, default: []].append((run, line))
        }
      }
      for (run, lines) in change.added.enumerated() {
        for (line, text) in lines.enumerated() {
          guard let same = positions[text]?.popLast() else { continue }
          added[file][run][line] = true
          removed[file][same.run][same.line] = true
        }
      }
    }
    return (added, removed)
  }

  private static func alphanumerics(_ lines: ArraySlice<String>) -> Int {
    lines.map { $0.unicodeScalars.filter(CharacterSet.alphanumerics.contains).count }
      .reduce(0, +)
  }
}

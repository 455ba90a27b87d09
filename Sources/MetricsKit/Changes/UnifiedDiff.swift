/// One file's part of a `git diff` patch: its path, whether it is new or deleted, and its hunks.
package struct FileDiff: Equatable, Sendable {
  /// One `@@ -a,b +c,d @@` block.
  package struct Hunk: Equatable, Sendable {
    /// The first line the hunk covers in the old file (1-based; 0 for an empty old file).
    package var oldStart: Int
    /// The first line the hunk covers in the new file (1-based; 0 for an emptied file).
    package var newStart: Int
    /// The hunk's lines, each with its marker: `" "` context, `"-"` removed, `"+"` added.
    package var lines: [(marker: Character, text: String)]

    package static func == (lhs: Hunk, rhs: Hunk) -> Bool {
      lhs.oldStart == rhs.oldStart && lhs.newStart == rhs.newStart
        && lhs.lines.map(\.marker) == rhs.lines.map(\.marker)
        && lhs.lines.map(\.text) == rhs.lines.map(\.text)
    }
  }

  /// The path relative to the repository root (the `b/` side; the `a/` side for a deletion).
  package var path: String
  /// The patch creates the file.
  package var isNew = false
  /// The patch deletes the file.
  package var isDeleted = false
  package var hunks: [Hunk] = []

  /// The file's text after the patch, given its text before (`""` for a new file).
  ///
  /// The patch is trusted to apply (`git apply --check` says so), but, as with `git apply`, a
  /// hunk whose lines moved since it was written is applied where its old lines are now.
  package func applied(to before: String) -> String {
    let old = before.lines
    var result: [String] = []
    var cursor = 0
    var offset = 0
    for hunk in hunks {
      let stated = max(hunk.oldStart - 1, 0) + offset
      let oldLines = hunk.lines.filter { $0.marker != "+" }.map(\.text)
      let start =
        Self.position(of: oldLines, in: old, near: stated, notBefore: cursor)
        ?? min(max(stated, cursor), old.count)
      offset = start - max(hunk.oldStart - 1, 0)
      result += old[cursor..<start]
      cursor = start
      for line in hunk.lines {
        switch line.marker {
        case "+": result.append(line.text)
        case "-": cursor += 1
        default:
          result.append(cursor < old.count ? old[cursor] : line.text)
          cursor += 1
        }
      }
      cursor = min(cursor, old.count)
    }
    if cursor < old.count { result += old[cursor...] }
    return result.isEmpty ? "" : result.joined(separator: "\n") + "\n"
  }

  /// Where `lines` stand in `old` nearest to `stated`, at or after `floor`; `nil` if nowhere.
  private static func position(
    of lines: [String], in old: [String], near stated: Int, notBefore floor: Int
  ) -> Int? {
    let last = old.count - lines.count
    guard !lines.isEmpty, last >= floor else { return nil }
    let nearest = min(max(stated, floor), last)
    for distance in 0...(last - floor) {
      for candidate in [nearest - distance, nearest + distance]
      where (floor...last).contains(candidate)
        && old[candidate..<candidate + lines.count].elementsEqual(lines)
      {
        return candidate
      }
    }
    return nil
  }

  /// The old file's line numbers (1-based) that the patch removes.
  package var removedLineNumbers: [Int] { lineNumbers(marked: "-", other: "+", from: \.oldStart) }

  /// The new file's line numbers (1-based) that the patch adds.
  package var addedLineNumbers: [Int] { lineNumbers(marked: "+", other: "-", from: \.newStart) }

  /// The numbers of the lines marked `marker` on the side whose hunks start at `start`,
  /// counting that side's lines: all but those marked `other`.
  private func lineNumbers(
    marked marker: Character, other: Character, from start: KeyPath<Hunk, Int>
  ) -> [Int] {
    var numbers: [Int] = []
    for hunk in hunks {
      var line = hunk[keyPath: start]
      for entry in hunk.lines where entry.marker != other {
        if entry.marker == marker { numbers.append(line) }
        line += 1
      }
    }
    return numbers
  }
}

/// Reads the patches `git diff` writes.
package enum UnifiedDiff {
  /// The files of `patch`, in order; text outside any file section is ignored.
  package static func parse(_ patch: String) -> [FileDiff] {
    var files: [FileDiff] = []
    var oldPath: String?
    for raw in patch.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let last = files.count - 1
      // A file's header lines come before its first hunk.
      let inHeader = files.last?.hunks.isEmpty == true
      if line.hasPrefix("diff --git ") {
        files.append(FileDiff(path: line.components(separatedBy: " b/").last ?? ""))
        oldPath = nil
      } else if inHeader, line.hasPrefix("new file mode") {
        files[last].isNew = true
      } else if inHeader, line.hasPrefix("deleted file mode") {
        files[last].isDeleted = true
      } else if inHeader, line.hasPrefix("--- ") {
        oldPath = line == "--- /dev/null" ? nil : String(line.dropFirst(6))
      } else if inHeader, line.hasPrefix("+++ ") {
        if line == "+++ /dev/null", let oldPath { files[last].path = oldPath }
      } else if line.hasPrefix("@@ "), !files.isEmpty {
        let (old, new) = starts(of: line)
        files[last].hunks.append(FileDiff.Hunk(oldStart: old, newStart: new, lines: []))
      } else if let marker = line.first, "+- ".contains(marker),
        let hunk = files.last?.hunks.indices.last
      {
        files[last].hunks[hunk].lines.append((marker, String(line.dropFirst())))
      }
    }
    return files
  }

  /// `a` and `c` of `@@ -a,b +c,d @@`.
  private static func starts(of header: String) -> (old: Int, new: Int) {
    let fields = header.split(separator: " ")
    func start(_ index: Int) -> Int {
      guard fields.count > index else { return 0 }
      return Int(fields[index].dropFirst().split(separator: ",").first ?? "") ?? 0
    }
    return (start(1), start(2))
  }
}

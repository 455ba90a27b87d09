/// Counts the lines of a Swift file the way `cloc` (1.9x, default options) counts them.
///
/// cloc does not parse Swift: it drops blank lines, then deletes every `//…` and every
/// non-nesting `/* … */` match from the joined text, string literals included, and counts the
/// lines left as code. Reproducing that procedure, rather than lexing Swift properly, is what
/// makes our figures equal cloc's on every file, including its quirks (a `//` line inside a
/// multi-line string is a comment; a nested `*/` ends the outer block comment).
package enum ClocLineCounter {
  private static let newline = UInt8(ascii: "\n")
  private static let backslash = UInt8(ascii: "\\")
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")

  /// Counts the lines of `text`.
  package static func count(_ text: String) -> LineCounts {
    count(bytes: Array(text.utf8))
  }

  /// The code lines of `text`, with their comments removed, as cloc counts them: as many as
  /// `count(_:).code`, so a diff of two files' code lines changes only lines cloc counts.
  package static func codeLines(_ text: String) -> [String] {
    codeLines(bytes: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Counts the lines of a file's raw bytes.
  package static func count(bytes input: [UInt8]) -> LineCounts {
    let lines = splitLines(dropByteOrderMark(input))
    let blank = lines.count - dropBlankLines(lines).count
    let code = codeLines(bytes: input).count
    return LineCounts(blank: blank, comment: lines.count - blank - code, code: code)
  }

  private static func codeLines(bytes input: [UInt8]) -> [ArraySlice<UInt8>] {
    let lines = splitLines(dropByteOrderMark(input))
    let kept = dropBlankLines(lines)
    var joined: [UInt8] = []
    joined.reserveCapacity(input.count + kept.count * 2)
    for line in kept {
      joined += line
      joined.append(newline)
      // cloc reads lines with their newline and adds one more, unless the line continues.
      if !endsWithBackslash(line) { joined.append(newline) }
    }
    return dropBlankLines(splitDroppingTrailingEmpty(removeComments(joined)))
  }

  private static func dropByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return bytes.dropFirst(3) }
    return bytes[...]
  }

  /// Lines without their newline; a last line without a newline still counts.
  private static func splitLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Splits on newlines and drops trailing empty pieces, as Perl's `split` does.
  private static func splitDroppingTrailingEmpty(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var pieces = bytes.split(separator: newline, omittingEmptySubsequences: false)
    while let last = pieces.last, last.isEmpty { pieces.removeLast() }
    return pieces
  }

  /// Drops blank lines, except one that follows a line continued by a trailing backslash.
  private static func dropBlankLines(_ lines: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>] {
    lines.indices.filter { index in
      !isBlank(lines[index]) || (index > 0 && endsWithBackslash(lines[index - 1]))
    }.map { lines[$0] }
  }

  private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }
  }

  private static func endsWithBackslash(_ line: ArraySlice<UInt8>) -> Bool {
    line.last == backslash
  }

  /// Deletes `//` up to and including the next newline, and `/*` up to the first `*/`.
  ///
  /// A `//` with no newline after it, or a `/*` never closed, is left as it is: that is how
  /// cloc's regular expression fails to match them.
  private static func removeComments(_ text: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      if text[index] == slash, index + 1 < text.count {
        if text[index + 1] == slash, let end = text[index...].firstIndex(of: newline) {
          index = end + 1
          continue
        }
        if text[index + 1] == star,
          let end = stride(from: index + 2, to: text.count - 1, by: 1).first(where: {
            text[$0] == star && text[$0 + 1] == slash
          })
        {
          index = end + 2
          continue
        }
      }
      output.append(text[index])
      index += 1
    }
    return output
  }
}

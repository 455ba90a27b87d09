/// Wraps a Markdown document's prose so that no line is wider than a reader's window.
///
/// Tables, headings, images, comments and code blocks keep their lines: breaking them would
/// change what they show. A paragraph or list item is broken at spaces, a list item's
/// continuation indented under its text, which Markdown reads as the same paragraph.
package enum Prose {
  /// The widest line `wrap` leaves in a paragraph.
  package static let width = 100

  /// `markdown` with every prose line longer than `width` broken at spaces.
  package static func wrap(_ markdown: String) -> String {
    var inCode = false
    var lines: [String] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      if text.hasPrefix("```") { inCode.toggle() }
      guard !inCode, text.count > width, isProse(text) else {
        lines.append(text)
        continue
      }
      lines += broken(text)
    }
    return lines.joined(separator: "\n")
  }

  private static func isProse(_ line: String) -> Bool {
    !["|", "#", "!", "<", "    "].contains { line.hasPrefix($0) }
  }

  private static func broken(_ line: String) -> [String] {
    let marker = listMarker(of: line)
    let indent = String(repeating: " ", count: marker.count)
    var result: [String] = []
    var current = ""
    for word in line.dropFirst(marker.count).split(separator: " ") {
      if current.isEmpty {
        current = (result.isEmpty ? marker : indent) + word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        result.append(current)
        current = indent + word
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// `- ` or `12. ` at the start of a list item, or nothing.
  private static func listMarker(of line: String) -> String {
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return String(line.prefix(2)) }
    let digits = line.prefix { $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return digits + ". " }
    return ""
  }
}

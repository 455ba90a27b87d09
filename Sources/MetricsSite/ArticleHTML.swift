import Foundation
import MetricsKit

/// A DocC article's (or a change request's) Markdown as simple HTML: headings, paragraphs,
/// bulleted and numbered lists (nested by indentation), tables and code blocks, the rest of the
/// markup kept as text, so nothing from the article can inject HTML.
enum ArticleHTML {
  static func render(_ markdown: String) -> String {
    var renderer = Renderer()
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      renderer.add(String(line))
    }
    return renderer.finish()
  }

  /// A list item's marker: its indentation, whether it is numbered (and from which number),
  /// and the item's text.
  static func listItem(_ line: String) -> (indent: Int, number: Int?, text: String)? {
    let marker = #/( *)(?:[-*+]|([0-9]{1,3})[.)]) (.*)/#.dotMatchesNewlines()
    guard let item = line.wholeMatch(of: marker) else { return nil }
    return (item.1.count, item.2.flatMap { Int($0) }, item.3.trimmingCharacters(in: .whitespaces))
  }

  private struct Renderer {
    var html = ""
    var paragraph: [String] = []
    var code: [String]?
    var table: [String] = []
    /// The open lists, outermost first: their indentation and tag.
    var lists: [(indent: Int, tag: String)] = []
    /// The text of the item being read, written when the next block starts.
    var item: String?

    mutating func add(_ line: String) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if code != nil {
        if trimmed.hasPrefix("```") { flushCode() } else { code?.append(line) }
        return
      }
      if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") {
        // A marker around generated text (the lessons from the metrics) is not for readers.
        return
      } else if trimmed.hasPrefix("```") {
        flush()
        code = []
      } else if trimmed.hasPrefix("|") {
        if table.isEmpty { flush() }
        table.append(trimmed)
      } else if let hashes = line.prefixMatch(of: #/(#{1,4}) /#)?.1 {
        // A heading of level 1 to 4, one level lower on the page, under the page's title.
        flush()
        let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        html += "<h\(hashes.count + 1)>" + HTML.inlineMarkdown(text) + "</h\(hashes.count + 1)>\n"
      } else if trimmed.isEmpty {
        flushParagraph()
        flushTable()
        writeItem()
      } else if let entry = ArticleHTML.listItem(line) {
        flushParagraph()
        flushTable()
        openItem(indent: entry.indent, number: entry.number, text: entry.text)
      } else if item != nil || (!lists.isEmpty && line.hasPrefix(" ")) {
        // A continuation of the item (or, after a blank line, an indented paragraph in it).
        item = (item.map { $0 + " " } ?? "") + trimmed
      } else {
        flushTable()
        closeLists(above: -1)
        paragraph.append(trimmed)
      }
    }

    mutating func openItem(indent: Int, number: Int?, text: String) {
      let tag = number == nil ? "ul" : "ol"
      closeLists(above: indent)
      if let last = lists.last, last.indent == indent, last.tag != tag {
        html += "</li></\(last.tag)>\n"
        lists.removeLast()
      }
      if let last = lists.last, last.indent == indent {
        html += "</li>\n"
      } else {
        let start = number.map { $0 == 1 ? "" : " start=\"\($0)\"" } ?? ""
        html += "<\(tag)\(start)>\n"
        lists.append((indent, tag))
      }
      html += "<li>"
      item = text
    }

    mutating func writeItem() {
      guard let text = item else { return }
      html += HTML.inlineMarkdown(text)
      item = nil
    }

    /// Closes the lists indented deeper than `indent`.
    mutating func closeLists(above indent: Int) {
      writeItem()
      while let last = lists.last, last.indent > indent {
        html += "</li></\(last.tag)>\n"
        lists.removeLast()
      }
    }

    mutating func flushParagraph() {
      guard !paragraph.isEmpty else { return }
      html += "<p>" + HTML.inlineMarkdown(paragraph.joined(separator: " ")) + "</p>\n"
      paragraph = []
    }

    mutating func flushTable() {
      guard !table.isEmpty else { return }
      let rows = table.map { row in
        row.trimmingCharacters(in: CharacterSet(charactersIn: "| ")).components(
          separatedBy: "|"
        ).map { $0.trimmingCharacters(in: .whitespaces) }
      }
      // The second row of a Markdown table only says how to align: `|---|:--:|`.
      let body = rows.dropFirst().filter { row in
        !row.allSatisfy { $0.allSatisfy { "-: ".contains($0) } }
      }
      let inline = { (row: [String]) in row.map(HTML.inlineMarkdown) }
      html += HTML.table(inline(rows[0]), body.map(inline), raw: true)
      table = []
    }

    mutating func flush() {
      flushParagraph()
      flushTable()
      closeLists(above: -1)
    }

    /// Writes the open code block, if any.
    mutating func flushCode() {
      guard let lines = code else { return }
      html += "<pre><code>" + HTML.escape(lines.joined(separator: "\n")) + "</code></pre>\n"
      code = nil
    }

    mutating func finish() -> String {
      flushCode()
      flush()
      return html
    }
  }
}

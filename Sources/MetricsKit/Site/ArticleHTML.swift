import Foundation

/// A DocC article's Markdown as simple HTML: headings, paragraphs, lists and code blocks, the
/// rest of the markup kept as text, so nothing from the article can inject HTML.
enum ArticleHTML {
  static func render(_ markdown: String) -> String {
    var html = ""
    var paragraph: [String] = []
    var code: [String]?
    func flush() {
      guard !paragraph.isEmpty else { return }
      html += "<p>" + HTML.inlineMarkdown(paragraph.joined(separator: " ")) + "</p>\n"
      paragraph = []
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let lines = code {
          html += "<pre><code>" + HTML.escape(lines.joined(separator: "\n")) + "</code></pre>\n"
          code = nil
        } else {
          flush()
          code = []
        }
      } else if code != nil {
        code?.append(line)
      } else if let level = heading(line) {
        flush()
        let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        html += "<h\(level + 1)>" + HTML.inlineMarkdown(text) + "</h\(level + 1)>\n"
      } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
      } else {
        paragraph.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    if let lines = code {
      html += "<pre><code>" + HTML.escape(lines.joined(separator: "\n")) + "</code></pre>\n"
    }
    flush()
    return html
  }

  /// The heading level (1 to 4) of a Markdown heading line; nil for other lines.
  private static func heading(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...4).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }
}

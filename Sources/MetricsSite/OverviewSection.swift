import MetricsKit

/// One question on the overview as one screen: its heading, its answer (the first sentence of
/// the generated finding, never new prose), its one chart and the links to the rest.
enum OverviewSection {
  /// The section of `question`: `chart` (its `<figure>`, what says how to measure it, or "")
  /// under its answer, then `more` (the links to the rest).
  static func html(_ question: MarkdownRenderer.Question, chart: String, more: String) -> String {
    let answer = answer(question.body).map {
      "<p class=\"answer\">" + HTML.inlineMarkdown($0) + "</p>\n"
    }
    return "<section class=\"screen\" id=\"\(SiteContent.slug(question.title.lowercased()))\">\n"
      + "<h2>\(HTML.escape(question.title))</h2>\n" + (answer ?? "") + chart + more
      + "</section>\n"
  }

  /// A section's Markdown without its image (a chart drawn in the page stands for it) and its
  /// line of links, which starts with `links` (the page's own links stand for it).
  static func prose(_ markdown: String, links: String = "More: [") -> String {
    markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("![") && !$0.hasPrefix(links) }.joined(separator: "\n")
  }

  /// The first sentence of a section's last paragraph of prose: its finding, which the
  /// generator writes after the table (and after any definitions); links and images are
  /// the details' and the chart's, not prose.
  static func answer(_ markdown: String) -> String? {
    let paragraphs = markdown.components(separatedBy: "\n\n").map {
      $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
    }
    let prose = paragraphs.filter { text in
      !text.isEmpty && !text.hasPrefix("|") && !text.hasPrefix("![") && !text.contains("](")
        && !text.hasSuffix(":")
    }
    guard let last = prose.last else { return nil }
    // A sentence ends at a full stop before a capital or a bold name, never inside a figure.
    guard let end = last.range(of: #"\.\s+(?=[A-Z*])"#, options: .regularExpression) else {
      return last
    }
    return String(last[..<end.lowerBound]) + "."
  }
}

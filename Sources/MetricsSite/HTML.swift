import MetricsKit

/// Small helpers that build HTML text; everything that comes from data goes through `escape`.
extension HTML {
  /// A table of `headers` and `rows`; every cell is escaped unless `raw` says it is HTML.
  package static func table(_ headers: [String], _ rows: [[String]], raw: Bool = false) -> String {
    let cell = { (tag: String, text: String) in "<\(tag)>\(raw ? text : escape(text))</\(tag)>" }
    return "<table><thead><tr>" + headers.map { cell("th", $0) }.joined() + "</tr></thead><tbody>"
      + rows.map { "<tr>" + $0.map { cell("td", $0) }.joined() + "</tr>" }.joined(separator: "\n")
      + "</tbody></table>\n"
  }

  /// A link to `href` (a site-relative path) with `text`.
  package static func link(_ text: String, to href: String) -> String {
    "<a href=\"\(escape(href))\">\(escape(text))</a>"
  }

  /// A paragraph saying that some stored results are missing and which command makes them,
  /// under `heading` (a chart's title) when given.
  package static func missing(_ what: String, command: String, heading: String? = nil) -> String {
    (heading.map { "<h3>\($0)</h3>\n" } ?? "")
      + "<p class=\"missing\">No \(escape(what)) stored yet: run <code>\(escape(command))</code> to produce them, then <code>scripts/metrics --site</code> again.</p>\n"
  }

  /// The findings' Markdown (bold, code, links) as HTML; links become plain text because they
  /// point into `Metrics/README.md`, which is not part of the site.
  package static func inlineMarkdown(_ text: String) -> String {
    // In order: links lose their target, bold, then DocC's symbol links (``Name``) before plain
    // code spans, so both read as code.
    let rules = [
      (#"\[([^\]]*)\]\([^)]*\)"#, "$1"), (#"\*\*([^*]+)\*\*"#, "<strong>$1</strong>"),
      ("``([^`]+)``", "<code>$1</code>"), ("`([^`]+)`", "<code>$1</code>"),
    ]
    return rules.reduce(escape(text)) {
      $0.replacingOccurrences(of: $1.0, with: $1.1, options: .regularExpression)
    }
  }
}

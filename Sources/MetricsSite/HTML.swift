import MetricsKit

/// Small helpers that build HTML text; everything that comes from data goes through `escape`.
extension HTML {
  /// A table with a header row; cells are escaped unless `raw` says they are HTML already.
  package static func table(
    _ headers: [String], _ rows: [[String]], caption: String? = nil, raw: Bool = false
  ) -> String {
    let head = headers.map { "<th>\(escape($0))</th>" }.joined()
    let body = rows.map { row in
      "<tr>" + row.map { "<td>\(raw ? $0 : escape($0))</td>" }.joined() + "</tr>"
    }
    let title = caption.map { "<caption>\(escape($0))</caption>" } ?? ""
    return "<table>\(title)<thead><tr>\(head)</tr></thead><tbody>"
      + body.joined(separator: "\n") + "</tbody></table>\n"
  }

  /// A link to `href` (a site-relative path) with `text`.
  package static func link(_ text: String, to href: String) -> String {
    "<a href=\"\(escape(href))\">\(escape(text))</a>"
  }

  /// A paragraph saying that some stored results are missing and which command makes them.
  package static func missing(_ what: String, command: String) -> String {
    "<p class=\"missing\">No \(escape(what)) stored yet: run <code>\(escape(command))</code> to produce them, then <code>scripts/metrics --site</code> again.</p>\n"
  }

  /// The findings' Markdown (bold, code, links) as HTML; links become plain text because they
  /// point into `Metrics/README.md`, which is not part of the site.
  package static func inlineMarkdown(_ text: String) -> String {
    var html = escape(text)
    html = replacing(#"\[([^\]]*)\]\([^)]*\)"#, in: html, with: "$1")
    html = replacing(#"\*\*([^*]+)\*\*"#, in: html, with: "<strong>$1</strong>")
    // DocC's symbol links (``Name``) before plain code spans, so both read as code.
    html = replacing("``([^`]+)``", in: html, with: "<code>$1</code>")
    return replacing("`([^`]+)`", in: html, with: "<code>$1</code>")
  }

  private static func replacing(_ pattern: String, in text: String, with template: String)
    -> String
  {
    text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
  }
}

import Foundation
import MetricsKit

/// `details/<topic>.html`: a details page of the report (`Metrics/details/<topic>.md`), made
/// from the same Markdown, so the overview's sections link the same details as the short page.
struct DetailsPage {
  /// The details page's Markdown file name (`size.md`), title and body.
  let name: String
  let title: String
  let markdown: String

  /// The site path of the details page `name` (`size.md` → `details/size.html`).
  static func path(_ name: String) -> String {
    "details/" + (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
  }

  /// The details pages of `content`'s report, in the report's order.
  static func pages(_ content: SiteContent) -> [SitePage] {
    MarkdownRenderer(report: content.reportWithConfig).detailSections().map {
      DetailsPage(name: $0.name, title: $0.title, markdown: Prose.wrap($0.body)).page()
    }
  }

  func page() -> SitePage {
    // The report's images (its SVG files, which the overview draws as charts) do not carry over.
    let body = markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("![") }.joined(separator: "\n")
    return SitePage(
      path: Self.path(name), title: title,
      body:
        "<p>The details behind a section of the \(HTML.link("overview", to: "../index.html")), as <code>Metrics/details/\(HTML.escape(name))</code> has them.</p>\n"
        + ArticleHTML.render(body))
  }
}

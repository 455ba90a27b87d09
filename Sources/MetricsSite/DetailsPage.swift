import MetricsKit

/// `details/<topic>.html`: a details page of the report (`Metrics/details/<topic>.md`), made
/// from the same Markdown, so the overview's sections link the same details as the short page.
///
/// It opens with what the overview leaves out of its one screen: the section's tables and
/// sentences and every chart of the question.
struct DetailsPage {
  /// The details page's Markdown file name (`size.md`), title and body.
  let name: String
  let title: String
  let markdown: String
  /// The overview's section for it (its Markdown) and its charts, shown first.
  var section = ""
  var charts = ""

  /// The site path of the details page `name` (`size.md` → `details/size.html`).
  static func path(_ name: String) -> String {
    "details/" + (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
  }

  /// The page of the short report's summary table, which the overview leaves out.
  static let summaryPath = "details/summary.html"

  /// The details pages of `content`'s report, in the report's order, then the summary's.
  static func pages(_ content: SiteContent) -> [SitePage] {
    let renderer = MarkdownRenderer(report: content.reportWithConfig)
    let questions = renderer.questions()
    let charts = OverviewCharts(content: content)
    return renderer.detailSections().map { details in
      let question = questions.first { $0.details == details.name }
      return DetailsPage(
        name: details.name, title: details.title, markdown: Prose.wrap(details.body),
        section: question.map { Prose.wrap(OverviewSection.prose($0.body)) } ?? "",
        charts: charts.all(details.name)
      ).page()
    } + [summary(renderer)]
  }

  func page() -> SitePage {
    // The report's images (its SVG files, which the site draws as charts) do not carry over.
    let body = OverviewSection.prose(markdown)
    let overview =
      section.isEmpty && charts.isEmpty
      ? "" : "<h2>As the short report has it</h2>\n" + ArticleHTML.render(section) + charts
    return SitePage(
      path: Self.path(name), title: title,
      body:
        "<p>The details behind a section of the \(HTML.link("overview", to: "../index.html")), as <code>Metrics/details/\(HTML.escape(name))</code> has them.</p>\n"
        + overview + (overview.isEmpty ? "" : "<h2>Details</h2>\n") + ArticleHTML.render(body))
  }

  /// The summary table, one row per pattern, its name linking its page.
  private static func summary(_ renderer: MarkdownRenderer) -> SitePage {
    let (headers, rows) = renderer.summary()
    let linked = rows.map { row in
      [HTML.link(row[0], to: "../" + PatternPage.path(row[0]))] + row.dropFirst().map(HTML.escape)
    }
    return SitePage(
      path: summaryPath, title: "Summary",
      body:
        "<p>Every pattern's main figures in one table, as the summary of <code>Metrics/README.md</code> has them; the \(HTML.link("overview", to: "../index.html")) shows a chart per question instead.</p>\n"
        + HTML.table(headers.map(HTML.escape), linked, raw: true))
  }
}

import MetricsKit

/// `details/<topic>.html`: a details page of the report (`Metrics/details/<topic>.md`), made
/// from the same Markdown, so the overview's sections link the same details as the short page.
///
/// It opens with what the overview leaves out of its one screen: the section's tables and
/// sentences and every chart of the question.
enum DetailsPage {
  /// The site path of the details page `name` (`size.md` → `details/size.html`).
  static func path(_ name: String) -> String {
    "details/" + (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
  }

  /// The page of the short report's summary table, which the overview leaves out.
  static let summaryPath = "details/summary.html"

  /// The details pages of `content`'s report, in the report's order, then the summary's.
  static func pages(_ content: SiteContent) -> [SitePage] {
    let renderer = content.renderer
    let questions = renderer.questions()
    return renderer.detailSections().map { details in
      // The overview's section for it (its Markdown) and its charts, shown first.
      let section =
        questions.first { $0.details == details.name }.map {
          Prose.wrap(OverviewSection.prose($0.body))
        } ?? ""
      let charts = OverviewCharts(content: content).all(details.name)
      let overview =
        section.isEmpty && charts.isEmpty
        ? ""
        : "<h2>As the short report has it</h2>\n" + ArticleHTML.render(section) + charts
          + "<h2>Details</h2>\n"
      // The report's images (its SVG files, which the site draws as charts) do not carry over.
      let body = OverviewSection.prose(Prose.wrap(details.body))
      return SitePage(
        path: path(details.name), title: details.title,
        body:
          "<p>The details behind a section of the \(HTML.link("overview", to: "../index.html")), as <code>Metrics/details/\(HTML.escape(details.name))</code> has them.</p>\n"
          + overview + ArticleHTML.render(body))
    } + [summary(renderer)]
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

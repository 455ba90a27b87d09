import MetricsKit

/// `index.html`: the short report's structure as a page — the findings and the verdict, the
/// summary, then one section per question a class asks (its table, at most three generated
/// sentences, its charts, a link to its details page) — and links to the rest of the site.
struct OverviewPage {
  let content: SiteContent

  func page() -> SitePage {
    let renderer = MarkdownRenderer(report: content.reportWithConfig)
    let sections = renderer.questions().map { question in
      "<h2>\(HTML.escape(question.title))</h2>\n" + ArticleHTML.render(prose(question.body))
        + charts(question) + details(question)
    }
    let body =
      "<p>Made by <code>scripts/metrics --site</code> from the figures of <code>Metrics/</code>, in the order of <code>Metrics/README.md</code>: every sentence is computed from the figures, and every chart's numbers are in the table below it.</p>\n"
      + ArticleHTML.render(renderer.opening().joined(separator: "\n")) + contents()
      + HTML.escape(ComparisonRenderer(figures: content.figures).absentNote)
      + summary(renderer) + sections.joined()
    return SitePage(path: "index.html", title: "The comparison", body: body)
  }

  /// A section's Markdown without its image (the chart drawn below stands for it) and its
  /// "More:" line (the details link below stands for it).
  private func prose(_ markdown: String) -> String {
    markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("![") && !$0.hasPrefix("More: [") }.joined(separator: "\n")
  }

  /// The charts answering `question`.
  private func charts(_ question: MarkdownRenderer.Question) -> String {
    let charts = OverviewCharts(content: content)
    switch question.details {
    case "size.md": return charts.codeByLayer()
    case "tests.md": return charts.testsByLayer() + charts.coverage()
    case "mutation.md": return charts.mutation() + charts.mutationByLayer()
    case "changes.md": return charts.changes()
    case "speed.md": return charts.speed()
    case "timings.md": return charts.timings()
    default: return ""
    }
  }

  /// The link to `question`'s details page, and to the site's pages that show it further.
  private func details(_ question: MarkdownRenderer.Question) -> String {
    var links: [String] = []
    if let name = question.details {
      links.append(HTML.link("details", to: DetailsPage.path(name)))
    }
    switch question.details {
    case "mutation.md": links.append(HTML.link("the surviving mutants", to: MutantsPage.path))
    case "changes.md": links.append(HTML.link("the patches side by side", to: ChangesPage.path))
    case nil: links.append(HTML.link("what survives a UI rewrite", to: UIRewritePage.path))
    default: break
    }
    return "<p class=\"more\">More: " + links.joined(separator: ", ") + ".</p>\n"
  }

  /// The short page's summary: one row per pattern, its name linking its page.
  private func summary(_ renderer: MarkdownRenderer) -> String {
    let (headers, rows) = renderer.summary()
    let linked = rows.map { row in
      [HTML.link(row[0], to: PatternPage.path(row[0]))] + row.dropFirst().map(HTML.escape)
    }
    return "<h2>Summary</h2>\n" + HTML.table(headers, linked, raw: true)
  }

  private func contents() -> String {
    let screens = content.screens.map { HTML.link($0, to: ScreenPage.path($0)) }
    let patterns = content.figures.patterns.map {
      HTML.link($0.name, to: PatternPage.path($0.name))
    }
    return "<h2>Pages</h2>\n<ul>\n<li>Screens: " + screens.joined(separator: ", ")
      + "</li>\n<li>Patterns: " + patterns.joined(separator: ", ") + "</li>\n<li>"
      + HTML.link("Test strength: the surviving mutants", to: MutantsPage.path) + "</li>\n<li>"
      + HTML.link("Change cost: the patches side by side", to: ChangesPage.path) + "</li>\n<li>"
      + HTML.link("What the second UI cost", to: UIRewritePage.path)
      + "</li>\n" + docs() + "</ul>\n"
  }

  /// The DocC pages' item, only when `--docs` made them; they need an HTTP server.
  private func docs() -> String {
    guard !content.docs.isEmpty else { return "" }
    let links = content.docs.sorted().map {
      HTML.link($0, to: DocsTarget(module: $0, catalog: nil).entryPath)
    }
    return
      "<li>DocC documentation (served over HTTP: <code>python3 -m http.server -d &lt;site folder&gt; 8000</code>): "
      + links.joined(separator: ", ") + "</li>\n"
  }
}

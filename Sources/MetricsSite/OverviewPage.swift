import MetricsKit

/// `index.html`: the lesson in the order a class takes it — the findings and the verdict, then
/// one screen per question (its heading, its generated answer, the one chart that answers it, a
/// link to the rest on its details page) — and links to the rest of the site.
///
/// Each question is a `<section class="screen">` that `alignment` starts on a new 1280×720
/// screen, and each chart is at most `chartHeightLimit` tall, so no chart is split across two
/// screens; `scripts/check-site` measures both.
struct OverviewPage {
  let content: SiteContent

  /// The tallest an overview chart may be drawn (and, at 1280 px, shown), in px: a screen's
  /// 720 less its heading, its one-sentence answer and the links under the chart.
  static let chartHeightLimit = 560

  func page() -> SitePage {
    let renderer = content.renderer
    let charts = OverviewCharts(content: content)
    let sections = renderer.questions().map {
      OverviewSection.html($0, chart: charts.screenChart($0.details), more: details($0))
    }
    let body =
      "<p>Made by <code>scripts/metrics --site</code> from the figures of <code>Metrics/</code>, in the order of <code>Metrics/README.md</code>: every sentence is computed from the figures, every chart's numbers are under it (\"The numbers\"), and each question's tables and other charts are one click away.</p>\n"
      + ArticleHTML.render(renderer.opening().joined(separator: "\n"))
      + HTML.escape(ComparisonRenderer(figures: content.figures).absentNote)
      + sections.joined() + contents() + Self.alignment
    return SitePage(path: "index.html", title: "The comparison", body: body)
  }

  /// Moves each question's section down to the top of the next screen, at any window height,
  /// whatever the findings and the verdict above take.
  ///
  /// Without scripts the page still reads. `scripts/check-site` calls it with 720 to lay the
  /// page out for a 1280×720 projector.
  static let alignment = """
    <script>
    function alignScreens(screenHeight) {
      const height = typeof screenHeight === "number" ? screenHeight : window.innerHeight;
      for (const section of document.querySelectorAll("section.screen")) {
        // Padding, not margin: a margin would collapse into the one above and fall short.
        section.style.paddingTop = "";
        const top = section.getBoundingClientRect().top + window.scrollY;
        const gap = Math.ceil(top / height) * height - top;
        section.style.paddingTop = "calc(0.4em + " + gap + "px)";
      }
    }
    addEventListener("DOMContentLoaded", alignScreens);
    addEventListener("resize", alignScreens);
    // Opening or closing a chart's numbers moves the sections below it.
    addEventListener("toggle", alignScreens, true);
    </script>
    """

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

  private func contents() -> String {
    let screens = content.screens.map { HTML.link($0, to: ScreenPage.path($0)) }
    let patterns = content.figures.patterns.map {
      HTML.link($0.name, to: PatternPage.path($0.name))
    }
    let items = [
      HTML.link("The app: its seven screens as the terminal draws them", to: AppPage.path),
      HTML.link("Summary: every pattern's figures in one table", to: DetailsPage.summaryPath),
      "Screens: " + screens.joined(separator: ", "),
      "Patterns: " + patterns.joined(separator: ", "),
      HTML.link("Test strength: the surviving mutants", to: MutantsPage.path),
      HTML.link("Change cost: the patches side by side", to: ChangesPage.path),
      HTML.link("What the second UI cost", to: UIRewritePage.path),
    ]
    return "<h2>Pages</h2>\n<ul>\n" + items.map { "<li>\($0)</li>\n" }.joined() + docs() + "</ul>\n"
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

import MetricsKit

/// `ui-rewrite.html`: what the second UI cost, per pattern, with its chart drawn inline and each
/// pattern's lesson.
struct UIRewritePage {
  static let path = "ui-rewrite.html"
  /// The chart's id, as the overview names its charts (its title as a slug), so a link or a
  /// check can name it.
  static let chartID = "what-the-second-ui-cost"

  let content: SiteContent

  func page() -> SitePage {
    let renderer = UIRewriteRenderer(report: content.report, config: content.config)
    // The report links its chart and details page as files; the site draws the chart in place
    // and shows the lessons on the same page.
    let section = OverviewSection.prose(renderer.section(), links: "Each pattern's lesson")
    let list = UIRewriteRenderer.list(
      renderer.lessons(), of: content.figures.patterns.map(\.name))
    let body =
      ArticleHTML.render(section) + "<figure class=\"chart\" id=\"\(Self.chartID)\">"
      + renderer.chart() + "</figure>"
      + ArticleHTML.render("## Each pattern's lesson\n\n" + list)
    return SitePage(path: Self.path, title: "What the second UI cost", body: body + twoUIs())
  }

  /// Links to each pattern's two UIs side by side, where the cost above can be read file by file.
  private func twoUIs() -> String {
    let links = TwoUIPage.patterns(content).map {
      "<li>" + HTML.link("\($0)'s two UIs", to: TwoUIPage.path($0)) + "</li>"
    }
    guard !links.isEmpty else { return "" }
    return
      "<h3>Each pattern's two UIs side by side</h3>\n<p>Screen by screen, each UI file beside its counterpart, on the logic both share.</p>\n<ul>"
      + links.joined() + "</ul>\n"
  }
}

import MetricsKit

/// Makes every page of the site from one ``SiteContent``.
struct SiteBuilder: Sendable {
  /// What the pages are made from.
  let content: SiteContent

  /// The pages, the overview first.
  func pages() -> [SitePage] {
    [OverviewPage(content: content).page()]
      + content.screens.map { ScreenPage(content: content, screen: $0).page() }
      + content.screens.flatMap { PairPage.pages(content, screen: $0) }.map { $0.page() }
      + content.figures.patterns.map { PatternPage(content: content, pattern: $0).page() }
      + TwoUIPage.patterns(content).map { TwoUIPage(content: content, pattern: $0).page() }
      + content.sourceFiles.map { CodePage(content: content, file: $0).page() }
      + [
        MutantsPage(content: content).page(), ChangesPage(content: content).page(),
        UIRewritePage(content: content).page(), AppPage(content: content).page(),
      ] + DetailsPage.pages(content)
  }

  /// Every file of the site, by path inside the site folder, as text.
  func files() -> [(path: String, text: String)] {
    let navigation = [
      ("Overview", "index.html"), ("Test strength", MutantsPage.path),
      ("Change cost", ChangesPage.path), ("UI rewrite", UIRewritePage.path),
      ("The app", AppPage.path),
    ]
    return pages().map { ($0.path, $0.document(navigation: navigation)) }
      + [("style.css", SiteStyle.css)]
  }
}

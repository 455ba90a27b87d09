import MetricsKit

/// Makes every page of the site from one ``SiteContent``.
package struct SiteBuilder: Sendable {
  /// What the pages are made from.
  package let content: SiteContent

  /// Creates a builder.
  package init(content: SiteContent) { self.content = content }

  /// The pages, the overview first.
  package func pages() -> [SitePage] {
    [OverviewPage(content: content).page()]
      + content.screens.map { ScreenPage(content: content, screen: $0).page() }
      + content.screens.flatMap { screen in
        PairPage.pairs(content).map { PairPage(content: content, screen: screen, pair: $0) }
          .filter(\.hasFiles).map { $0.page() }
      }
      + content.figures.patterns.map { PatternPage(content: content, pattern: $0).page() }
      + TwoUIPage.patterns(content).map { TwoUIPage(content: content, pattern: $0).page() }
      + content.sourceFiles.map { CodePage(content: content, file: $0).page() }
      + [
        MutantsPage(content: content).page(), ChangesPage(content: content).page(),
        UIRewritePage(content: content).page(), AppPage(content: content).page(),
      ] + DetailsPage.pages(content)
  }

  /// Every file of the site, by path inside the site folder, as text.
  package func files() -> [(path: String, text: String)] {
    let navigation = [
      ("Overview", "index.html"), ("Test strength", MutantsPage.path),
      ("Change cost", ChangesPage.path), ("UI rewrite", UIRewritePage.path),
      ("The app", AppPage.path),
    ]
    return pages().map { ($0.path, $0.document(navigation: navigation)) }
      + [("style.css", SiteStyle.css)]
  }
}

/// Makes every page of the site from one ``SiteContent``.
package struct SiteBuilder: Sendable {
  /// What the pages are made from.
  package let content: SiteContent

  /// Creates a builder.
  package init(content: SiteContent) { self.content = content }

  /// The pages, the overview first.
  package func pages() -> [SitePage] {
    [OverviewPage(content: content).page()]
      + content.figures.screens.map { ScreenPage(content: content, screen: $0).page() }
      + content.figures.screens.flatMap { screen in
        PairPage.pairs(content).filter { $0 != content.pair }.map {
          PairPage(content: content, screen: screen, pair: $0).page()
        }
      }
      + content.figures.patterns.map { PatternPage(content: content, pattern: $0).page() }
      + [MutantsPage(content: content).page(), ChangesPage(content: content).page()]
  }

  /// Every file of the site, by path inside the site folder, as text.
  package func files() -> [(path: String, text: String)] {
    let navigation = [
      ("Overview", "index.html"), ("Test strength", MutantsPage.path),
      ("Change cost", ChangesPage.path),
    ]
    return pages().map { ($0.path, $0.document(navigation: navigation)) }
      + [("style.css", SiteStyle.css)]
  }
}

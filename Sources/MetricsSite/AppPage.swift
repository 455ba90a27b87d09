import MetricsKit

/// `app.html`: the seven screens as the terminal app draws them, from the images
/// `scripts/screenshots` keeps in `Screenshots/` (fresh, or `scripts/check-site` fails).
struct AppPage {
  let content: SiteContent

  static let path = "app.html"

  /// `PlayerList` → `Screenshots/app-player-list.svg`.
  static func image(of screen: String) -> String {
    let words = screen.enumerated().map { index, character in
      (index > 0 && character.isUppercase ? "-" : "") + character.lowercased()
    }
    return "Screenshots/app-\(words.joined()).svg"
  }

  func page() -> SitePage {
    let shown = content.screens.compactMap { screen in
      content.sources.text(Self.image(of: screen)).map { (screen, $0) }
    }
    let body =
      shown.isEmpty
      ? HTML.missing("pictures of the app", command: "scripts/screenshots")
      : "<p>Every pattern and UI draws these screens byte for byte the same (the demo account, 60 columns, \(shown.count) screens); what differs is only where the code lives. Each screen's page compares the patterns' files.</p>\n"
        + shown.map { screen, svg in
          "<h2>\(HTML.link(screen, to: ScreenPage.path(screen)))</h2>\n<figure class=\"app\">\(Self.inline(svg))</figure>\n"
        }.joined()
    return SitePage(path: Self.path, title: "The app", body: body)
  }

  /// The image's markup without its XML prolog, so it can sit in the page.
  private static func inline(_ svg: String) -> String {
    svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? ""
  }
}

/// Two patterns' code for one screen, side by side: inline on the screen page for the default
/// pair, and pre-rendered as `screens/<Screen>/<A>-<B>.html` for every other pair, so any two
/// can be compared without JavaScript.
struct PairPage {
  let content: SiteContent
  let screen: String
  let pair: [String]

  static func path(_ screen: String, _ pair: [String]) -> String {
    "screens/" + relativePath(screen, pair)
  }

  /// The page's path from the screens folder, where the screen pages link from.
  static func relativePath(_ screen: String, _ pair: [String]) -> String {
    SiteContent.slug(screen) + "/" + pair.map(SiteContent.slug).joined(separator: "-") + ".html"
  }

  /// Every unordered pair of measured patterns, in configured order.
  static func pairs(_ content: SiteContent) -> [[String]] {
    let names = content.figures.patterns.map(\.name)
    return names.indices.flatMap { first in
      names.indices.filter { $0 > first }.map { [names[first], names[$0]] }
    }
  }

  func page() -> SitePage {
    let back = HTML.link("Back to the \(screen) screen", to: "../\(SiteContent.slug(screen)).html")
    return SitePage(
      path: Self.path(screen, pair), title: "\(screen): \(pair.joined(separator: " and "))",
      body: "<p>\(back)</p>\n" + columns())
  }

  /// The two columns of code, each file under its path.
  func columns() -> String {
    var html =
      "<h2>" + pair.map(HTML.escape).joined(separator: " and ")
      + " side by side</h2>\n<div class=\"pair\">\n"
    for name in pair {
      html += "<section><h3>\(HTML.escape(name))</h3>\n"
      for file in content.sourceFiles(of: name, in: screen) {
        html +=
          "<h4>\(HTML.escape(file.path))</h4>\n<pre><code>"
          + HTML.escape(content.sources.text(file.path) ?? "(not readable)") + "</code></pre>\n"
      }
      html += "</section>\n"
    }
    return html + "</div>\n"
  }
}

import MetricsKit

/// One generated page: where it goes in the site and its body.
package struct SitePage: Equatable, Sendable {
  /// The path inside the site folder (`screens/Login.html`).
  package let path: String
  /// The page's title.
  package let title: String
  /// The HTML inside `<main>`.
  package let body: String

  /// `../` once per folder level of `path`, so links work from `file://` without a server.
  static func up(_ path: String) -> String {
    String(repeating: "../", count: path.split(separator: "/").count - 1)
  }

  /// The whole document, with the site's navigation and style sheet.
  package func document(navigation: [(title: String, path: String)]) -> String {
    let up = Self.up(path)
    let links = navigation.map { HTML.link($0.title, to: up + $0.path) }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title)) · Football Gather Architectures</title>
      <link rel="stylesheet" href="\(up)style.css">
      </head>
      <body>
      <nav>\(links.joined(separator: " "))</nav>
      <main>
      <h1>\(HTML.escape(title))</h1>
      \(body)
      </main>
      </body>
      </html>

      """
  }
}

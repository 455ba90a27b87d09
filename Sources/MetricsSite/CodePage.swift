import MetricsKit

/// `code/<path>.html`: one source file with its lines numbered and coloured, where a screen's
/// file boxes and a pattern's file table link to.
struct CodePage {
  let content: SiteContent
  let file: FileMetrics

  static func path(_ file: String) -> String { "code/\(file).html" }

  func page() -> SitePage {
    let text = content.sources.text(file.path)
    var lines = SwiftHighlighter.lines(text ?? "")
    if lines.last == "" { lines.removeLast() }
    let up = SitePage.up(Self.path(file.path))
    var links = [HTML.link("Pattern \(file.pattern)", to: up + PatternPage.path(file.pattern))]
    if content.screens.contains(file.screen) {
      links.append(HTML.link("Screen \(file.screen)", to: up + ScreenPage.path(file.screen)))
    }
    let rows = lines.enumerated().map { index, line in
      "<tr><td>\(index + 1)</td><td>\(line)</td></tr>"
    }
    let body =
      "<p>" + links.joined(separator: " · ")
      + " · layer: \(HTML.escape(file.layer)) · \(file.lines.code) lines of code</p>\n"
      + (text == nil
        ? "<p class=\"missing\">The file is not readable here.</p>\n"
        : "<table class=\"sbs code\"><colgroup><col class=\"ln\"><col></colgroup><tbody>\n"
          + rows.joined(separator: "\n") + "</tbody></table>\n")
    return SitePage(path: Self.path(file.path), title: file.path, body: body)
  }
}

import MetricsKit

/// `patterns/<Pattern>.html`: its figures, its files by screen and layer, its DocC article.
struct PatternPage {
  let content: SiteContent
  let pattern: PatternMetrics

  static func path(_ name: String) -> String { "patterns/\(SiteContent.slug(name)).html" }

  /// The pattern's module (`MVPC`), its name when the configuration has no such pattern.
  private var module: String { content.pattern(pattern.name)?.module ?? pattern.name }

  func page() -> SitePage {
    SitePage(
      path: Self.path(pattern.name), title: "Pattern: \(pattern.name)",
      body: figures() + twoUIs() + "<h2>Login flow</h2>\n"
        + LoginFlow.html(readme: content.sources.text("README.md"), pattern: pattern.name)
        + files() + docsLink() + article())
  }

  private func figures() -> String {
    let rows = [
      ["Code lines", "\(pattern.lines.code)"], ["Files", "\(pattern.files)"],
      ["Types", "\(pattern.typeCounts.types)"], ["Key classes", "\(pattern.keyClasses.count)"],
      ["Tests", "\(pattern.tests.listed)"],
      ["Test code per code", NumberText.ratio(pattern.testLines.code, pattern.lines.code)],
      ["Coverage (own tests)", NumberText.percent(pattern.ownCoverage)],
      ["Coverage (all tests)", NumberText.percent(pattern.allCoverage)],
      ["Mutation score", content.report.mutation?.scoreText(of: pattern.name) ?? "–"],
      [
        "Change cost (lines)",
        content.report.changes?.totalLines(of: pattern.name).map { "\($0)" } ?? "–",
      ],
      ["Architecture rule breaks", "\(pattern.ruleBreaks.count)"],
    ]
    return "<h2>Figures</h2>\n" + HTML.table(["Measure", "Value"], rows)
  }

  /// A link to the page of the pattern's two UIs side by side, when it has two.
  private func twoUIs() -> String {
    guard TwoUIPage.patterns(content).contains(pattern.name) else { return "" }
    let link = HTML.link(
      "\(pattern.name)'s two UIs side by side", to: "../" + TwoUIPage.path(pattern.name))
    return "<p>Each screen's UI files in both UIs, on the logic they share: \(link).</p>\n"
  }

  private func files() -> String {
    let layers = content.figures.layers.filter(Set(pattern.layers.map(\.name)).contains)
    let rows = content.figures.screens.compactMap { screen -> [String]? in
      let files = content.sourceFiles(of: pattern.name, in: screen)
      guard !files.isEmpty else { return nil }
      return [ScreenPage.link(screen, in: content, up: "../")]
        + layers.map { layer in
          files.filter { $0.layer == layer }.map {
            HTML.link(ScreenPage.name($0.path), to: "../" + CodePage.path($0.path))
              + " (\($0.lines.code))"
          }.joined(separator: "<br>")
        }
    }
    // The layer's colour under its name ties the table to the boxes of the screen pages.
    let headers = layers.map { layer in
      "<th style=\"border-bottom:6px solid \(content.palette.color(of: layer))\">"
        + HTML.escape(layer) + "</th>"
    }
    let body = rows.map { "<tr>" + $0.map { "<td>\($0)</td>" }.joined() + "</tr>" }
    return
      "<h2>Files by screen and layer</h2>\n<p>Lines of code in brackets.</p>\n<table><thead><tr><th>Screen</th>"
      + headers.joined() + "</tr></thead><tbody>"
      + body.joined(separator: "\n") + "</tbody></table>\n"
  }

  /// A link to the DocC pages of the pattern's module, when `--docs` made them.
  private func docsLink() -> String {
    guard content.docs.contains(module) else { return "" }
    let target = DocsTarget(module: module, catalog: nil)
    // DocC's pages are an app that fetches its data, which browsers refuse from file://.
    let link = HTML.link("\(module)'s DocC documentation", to: "../" + target.entryPath)
    return
      "<h2>DocC pages</h2>\n<p>\(link). DocC pages need an HTTP server: run <code>python3 -m http.server -d &lt;site folder&gt; 8000</code> and open them from http://127.0.0.1:8000/.</p>\n"
  }

  /// The DocC article as headings, paragraphs and code blocks; DocC's own site is separate.
  private func article() -> String {
    let folder = content.pattern(pattern.name)?.sources ?? "Sources/\(module)"
    let path = "\(folder)/Documentation.docc/\(module).md"
    guard let text = content.sources.text(path) else {
      return
        "<h2>Documentation</h2>\n<p class=\"missing\">No DocC article at <code>\(HTML.escape(path))</code> yet.</p>\n"
    }
    return
      "<h2>Documentation</h2>\n<p>From <code>\(HTML.escape(path))</code>.</p>\n<article class=\"doc\">\n"
      + ArticleHTML.render(text) + "</article>\n"
  }
}

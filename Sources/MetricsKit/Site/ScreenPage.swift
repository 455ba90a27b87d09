/// `screens/<Screen>.html`: every pattern's files for the screen as boxes sized by lines and
/// coloured by layer, then two patterns' code side by side.
struct ScreenPage {
  let content: SiteContent
  let screen: String

  static func path(_ screen: String) -> String { "screens/\(SiteContent.slug(screen)).html" }

  func page() -> SitePage {
    let largest = content.figures.files.filter { !$0.isTest }.map(\.lines.code).max() ?? 1
    var body =
      "<h2>Files by pattern</h2>\n<p>Each box is a file, its width its lines of code, "
      + "its colour its layer (see the legend).</p>\n" + legend()
    for pattern in content.figures.patterns {
      let files = content.sourceFiles(of: pattern.name, in: screen)
      let boxes = files.map { file in
        let width = max(2, file.lines.code * 100 / max(1, largest))
        let color = content.palette.color(of: file.layer)
        return "<span class=\"box\" style=\"width:\(width)%;background:\(color);"
          + "color:\(LayerPalette.textColor(on: color))\" title=\"\(HTML.escape(file.path)): "
          + "\(file.lines.code) lines, \(HTML.escape(file.layer))\">"
          + HTML.escape(Self.name(file.path)) + " \(file.lines.code)</span>"
      }
      let total = files.reduce(0) { $0 + $1.lines.code }
      body +=
        "<div class=\"strip\"><h3>\(HTML.link(pattern.name, to: "../" + PatternPage.path(pattern.name))) "
        + "· \(files.count) files, \(total) lines</h3>\n"
        + (boxes.isEmpty ? "<p>No files for this screen.</p>" : boxes.joined(separator: "\n"))
        + "</div>\n"
    }
    let others = PairPage.pairs(content).filter { $0 != content.pair }.map { pair in
      HTML.link(pair.joined(separator: " – "), to: PairPage.relativePath(screen, pair))
    }
    body +=
      "<p>Compare another pair: " + others.joined(separator: ", ") + ".</p>\n"
      + PairPage(content: content, screen: screen, pair: content.pair).columns()
    return SitePage(path: Self.path(screen), title: "Screen: \(screen)", body: body)
  }

  private func legend() -> String {
    let items = content.figures.layers.map { layer in
      "<li><span class=\"swatch\" style=\"background:\(content.palette.color(of: layer))\">"
        + "</span>\(HTML.escape(layer))</li>"
    }
    return "<ul class=\"legend\">" + items.joined() + "</ul>\n"
  }

  /// The file's name without its folder and `.swift`.
  static func name(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
  }
}

import MetricsKit

/// `screens/<Screen>.html`: every pattern's files for the screen as boxes sized by lines and
/// coloured by layer, each linking to its code, then a page per pair of patterns to compare.
struct ScreenPage {
  let content: SiteContent
  let screen: String

  static func path(_ screen: String) -> String { "screens/\(SiteContent.slug(screen)).html" }

  /// The folder's name, linking to its screen page (from `up`, the way to the site's root) when
  /// it has one.
  static func link(_ folder: String, in content: SiteContent, up: String = "") -> String {
    content.screens.contains(folder)
      ? HTML.link(folder, to: up + path(folder)) : HTML.escape(folder)
  }

  func page() -> SitePage {
    let largest = content.figures.files.filter { !$0.isTest }.map(\.lines.code).max() ?? 1
    var body =
      "<h2>Files by pattern</h2>\n<p>Each box is a file, its width its lines of code, its colour its layer (see the legend); open one to read its code.</p>\n"
      + legend()
    for pattern in content.figures.patterns {
      let files = content.sourceFiles(of: pattern.name, in: screen)
      let boxes = files.map { file in
        // A short file's box still takes its whole name, wrapped over lines if need be.
        let width = max(8, file.lines.code * 100 / max(1, largest))
        let color = content.palette.color(of: file.layer)
        return
          "<a class=\"box\" href=\"../\(HTML.escape(CodePage.path(file.path)))\" style=\"width:\(width)%;background:\(color);color:\(LayerPalette.textColor(on: color))\" title=\"\(HTML.escape(file.path)): \(file.lines.code) lines, \(HTML.escape(file.layer))\">"
          + HTML.escape(Self.name(file.path)) + " \(file.lines.code)</a>"
      }
      body +=
        "<div class=\"strip\"><h3>\(HTML.link(pattern.name, to: "../" + PatternPage.path(pattern.name))) · \(files.counted()), \(files.code) lines</h3>\n"
        + (boxes.isEmpty ? "<p>No files for this screen.</p>" : boxes.joined(separator: "\n"))
        + "</div>\n"
    }
    return SitePage(path: Self.path(screen), title: "Screen: \(screen)", body: body + pairs())
  }

  /// One row per pattern, a link to its page with each later pattern.
  private func pairs() -> String {
    let pairs = PairPage.pages(content, screen: screen).map(\.pair)
    let items = content.figures.patterns.map(\.name).compactMap { first -> String? in
      let links = pairs.filter { $0[0] == first }.map {
        HTML.link($0[1], to: PairPage.relativePath(screen, $0))
      }
      guard !links.isEmpty else { return nil }
      return "<li>\(HTML.escape(first)) with " + links.joined(separator: ", ") + "</li>"
    }
    return
      "<h2>Two patterns side by side</h2>\n<p>Each page pairs the two patterns' files by role and shows what differs, line by line.</p>\n<ul class=\"pairs\">\n"
      + items.joined(separator: "\n") + "\n</ul>\n"
  }

  /// The palette's groups, "other" naming the layers it holds, since they share its colour.
  private func legend() -> String {
    let palette = content.palette
    let rest = content.figures.layers.filter {
      $0 != palette.other && !palette.largest.contains($0)
    }
    let items = palette.groups.map { group in
      let name =
        group == palette.other && !rest.isEmpty
        ? "\(group) (\(rest.joined(separator: ", ")))" : group
      return
        "<li><span class=\"swatch\" style=\"background:\(palette.color(of: group))\"></span>\(HTML.escape(name))</li>"
    }
    return "<ul class=\"legend\">" + items.joined() + "</ul>\n"
  }

  /// The file's name without its folder and `.swift`.
  static func name(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
  }
}

import MetricsKit

/// `patterns/<Pattern>-two-uis.html`: one pattern's two UIs screen by screen, each file of the
/// first UI beside its counterpart in the second, on the logic both share, listed once: the
/// replaceability lesson, a UI swapped over logic that stays.
struct TwoUIPage {
  let content: SiteContent
  let pattern: String

  static func path(_ pattern: String) -> String {
    "patterns/\(SiteContent.slug(pattern))-two-uis.html"
  }

  /// The measured patterns with source files in both configured UIs, in report order.
  static func patterns(_ content: SiteContent) -> [String] {
    guard let uis = content.config.uis, uis.count >= 2 else { return [] }
    return content.figures.patterns.map(\.name).filter {
      content.figures.uis(of: $0).isSuperset(of: [uis[0].name, uis[1].name])
    }
  }

  /// The screens first, then the folders that are none (the app's root and navigation last).
  private var folders: [String] {
    let rest = content.figures.screens.filter { !content.screens.contains($0) }
    return (content.screens + rest).filter { !content.sourceFiles(of: pattern, in: $0).isEmpty }
  }

  func page() -> SitePage {
    let shares = UIShares(
      content.sourceFiles.filter { $0.pattern == pattern }, config: content.config)
    let back = HTML.link("Pattern \(pattern)", to: "../" + PatternPage.path(pattern))
    let rewrite = HTML.link("What the second UI cost", to: "../" + UIRewritePage.path)
    var body = "<p>\(back) · \(rewrite)</p>\n"
    if let shares {
      body +=
        "<p class=\"summary\">\(HTML.escape(shares.sentence(pattern)))</p>\n"
        + "<p class=\"legend\">Screen by screen, each file of the \(HTML.escape(shares.left.title)) (left) faces the file of the \(HTML.escape(shares.right.title)) (right) that plays its part: view controller beside screen, view beside view state; the logic both UIs run on is listed once, by path. <span class=\"del\">− only on the left</span> <span class=\"add\">+ only on the right</span> <span class=\"chg\">~ changed</span></p>\n"
    }
    let contents = folders.map { HTML.link($0, to: "#" + SiteContent.slug($0)) }
    body +=
      "<p>Folders: " + contents.joined(separator: " · ") + "</p>\n" + folders.map(section).joined()
    return SitePage(path: Self.path(pattern), title: "\(pattern): one logic, two UIs", body: body)
  }

  private func section(_ folder: String) -> String {
    let files = content.sourceFiles(of: pattern, in: folder)
    guard let shares = UIShares(files, config: content.config) else { return "" }
    let heading = content.screens.contains(folder) ? folder : "\(folder) (not a screen)"
    let html =
      "<h2 id=\"\(HTML.escape(SiteContent.slug(folder)))\">\(HTML.escape(heading))</h2>\n"
      + "<p class=\"summary\">\(HTML.escape(shares.sentence("\(pattern)'s \(folder)")))</p>\n"
      + logic(shares.logic)
    let left = shares.left.files.map { RolePairing.File($0, in: content) }
    let right = shares.right.files.map { RolePairing.File($0, in: content) }
    let pairs = UIPairing.pairs(left, right, config: content.config, layers: content.figures.layers)
    let file = { (path: String?) in (left + right).first { $0.path == path } }
    return html + pairs.map { role(file($0.left), file($0.right), shares: shares) }.joined()
  }

  /// The shared logic, each file once, by path with its layer and code lines.
  private func logic(_ files: [FileMetrics]) -> String {
    guard !files.isEmpty else {
      return "<p>No logic file in this folder: both UIs run on the logic of other folders.</p>\n"
    }
    let items = files.map {
      "<li>" + link($0.path) + " — \(HTML.escape($0.layer)), \($0.lines.code) code lines</li>"
    }
    return "<p>The logic both UIs run on, written once:</p>\n<ul class=\"logic\">"
      + items.joined() + "</ul>\n"
  }

  private func role(_ left: RolePairing.File?, _ right: RolePairing.File?, shares: UIShares)
    -> String
  {
    let layers = [left?.layer, right?.layer].compactMap { $0 }.joined(separator: " ↔ ")
    let name = { (file: RolePairing.File?) in file.map { link($0.path) } ?? "—" }
    let (has, lacks) =
      left == nil
      ? (shares.right.title, shares.left.title) : (shares.left.title, shares.right.title)
    let note =
      left != nil && right != nil
      ? ""
      : "<p class=\"alone\">Only in the \(HTML.escape(has)): the \(HTML.escape(lacks)) has no file in this part here.</p>\n"
    return SideBySide.section(
      role: layers, left: name(left), right: name(right), note: note, left?.lines ?? [],
      right?.lines ?? [])
  }

  /// A file named by its repository path, linking to its code.
  private func link(_ path: String) -> String {
    "<a href=\"../\(HTML.escape(CodePage.path(path)))\"><code>\(HTML.escape(path))</code></a>"
  }
}

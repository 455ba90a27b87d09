import MetricsKit

/// `screens/<Screen>/<A>-<B>.html`: two patterns' code for one screen, file by file paired by
/// role (view controller with view controller, presenter with presenter), each pair as an
/// aligned side-by-side diff, a role only one pattern has standing alone.
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

  /// The pages of `screen`: one per pair with a file of the screen on either side.
  static func pages(_ content: SiteContent, screen: String) -> [PairPage] {
    pairs(content).map { PairPage(content: content, screen: screen, pair: $0) }.filter(\.hasFiles)
  }

  /// Whether the page has anything to compare: a file of the screen on either side.
  var hasFiles: Bool {
    pair.contains { !content.editionFiles(of: $0, in: screen, ui: ui).isEmpty }
  }

  func page() -> SitePage {
    let back = HTML.link("Back to the \(screen) screen", to: "../\(SiteContent.slug(screen)).html")
    return SitePage(
      path: Self.path(screen, pair), title: "\(screen): \(pair.joined(separator: " and "))",
      body: "<p>\(back)</p>\n" + comparison())
  }

  private var left: String { pair[0] }
  private var right: String { pair[1] }
  /// The first configured UI both patterns are written in, which the page compares: the first
  /// UI for most pairs, the declarative UI for MV (written in no other) and a pattern written in
  /// both; nil when they share none (MVC beside MV) and each shows its own.
  private var ui: String? {
    content.config.uis?.map(\.name).first { ui in
      pair.allSatisfy { content.figures.uis(of: $0).contains(ui) }
    }
  }

  private func files(_ pattern: String) -> [RolePairing.File] {
    content.editionFiles(of: pattern, in: screen, ui: ui).map { RolePairing.File($0, in: content) }
  }

  /// The summary, the commands, the legend and every pair's diff.
  func comparison() -> String {
    let leftFiles = files(left)
    let rightFiles = files(right)
    let pairs = RolePairing.pairs(leftFiles, rightFiles, layers: content.figures.layers)
    let all = leftFiles + rightFiles
    let lines = { (path: String?) in all.first { $0.path == path }?.lines ?? [] }
    let common = pairs.filter { $0.left != nil && $0.right != nil }.reduce(0) { sum, pair in
      let left = lines(pair.left)
      return sum
        + LineDiff.rows(left, lines(pair.right)).filter {
          guard case .same(let index, _) = $0 else { return false }
          return !left[index].trimmingCharacters(in: .whitespaces).isEmpty
        }.count
    }
    var html =
      "<p class=\"summary\">" + summary(left) + " · " + summary(right)
      + "; \(common) non-blank lines in common.</p>\n" + edition() + commands()
      + "<p class=\"legend\">Files are paired by role (their layer); a role only one pattern has stands alone. <span class=\"del\">− only in \(HTML.escape(left))</span> <span class=\"add\">+ only in \(HTML.escape(right))</span> <span class=\"chg\">~ changed (both sides)</span></p>\n"
    if leftFiles.isEmpty || rightFiles.isEmpty {
      let missing = leftFiles.isEmpty ? left : right
      html +=
        "<p class=\"missing\">\(HTML.escape(missing)) has no files in \(HTML.escape(screen)): the other pattern's files stand alone below.</p>\n"
    }
    for pair in pairs { html += section(pair, lines(pair.left), lines(pair.right)) }
    return html
  }

  /// The files and lines the page pairs: the same edition its sections show.
  private func summary(_ pattern: String) -> String {
    let files = content.editionFiles(of: pattern, in: screen, ui: ui)
    return
      "<strong>\(HTML.escape(pattern))</strong>: \(files.counted()), \(files.code) lines of code"
  }

  /// Which UI the page shows, when it is not the first UI both patterns are written in: MV and
  /// a pattern with two UIs side by side in their declarative UI, MVC and MV each in its own.
  private func edition() -> String {
    let uis = content.config.uis ?? []
    if let ui {
      guard ui != content.config.firstUI else { return "" }
      let title = uis.first { $0.name == ui }?.title ?? ui
      return
        "<p class=\"edition\">Both in their \(HTML.escape(title)), the one UI both are written in, with their logic.</p>\n"
    }
    let own = pair.map { pattern in
      let titles = uis.filter { content.figures.uis(of: pattern).contains($0.name) }.map(\.title)
      return "\(pattern) is written in the \(titles.joined(separator: " and ")) only"
    }
    return
      "<p class=\"edition\">\(HTML.escape(own.joined(separator: " and "))): each is shown in its own, with its logic.</p>\n"
  }

  /// The folder commands that show the same with git (which pairs files by name, not role).
  private func commands() -> String {
    guard let a = folder(left), let b = folder(right) else { return "" }
    return
      "<p>The same with git, which pairs files by name rather than by role:</p>\n<pre class=\"commands\"><code>git diff --no-index --stat \(HTML.escape(a)) \(HTML.escape(b))\ngit diff --no-index \(HTML.escape(a)) \(HTML.escape(b))</code></pre>\n"
  }

  private func folder(_ pattern: String) -> String? {
    content.pattern(pattern).map { "\($0.sources)/\(screen)" }
  }

  private func section(_ pair: RolePairing.Pair, _ leftLines: [String], _ rightLines: [String])
    -> String
  {
    let name = { (path: String?) in
      path.map { "<code>" + HTML.escape(ScreenPage.name($0)) + "</code>" } ?? "—"
    }
    let note: String
    if let l = pair.left, let r = pair.right {
      note =
        "<p class=\"command\"><code>git diff --no-index \(HTML.escape(l)) \(HTML.escape(r))</code></p>\n"
    } else {
      let (has, lacks) = pair.left == nil ? (right, left) : (left, right)
      note =
        "<p class=\"alone\">Only in \(HTML.escape(has)): \(HTML.escape(lacks)) has no \(HTML.escape(pair.layer)) file here to pair it with.</p>\n"
    }
    return SideBySide.section(
      role: pair.layer, left: name(pair.left), right: name(pair.right), note: note,
      leftLines, rightLines)
  }
}

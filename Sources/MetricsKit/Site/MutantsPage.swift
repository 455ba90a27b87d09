/// `mutants.html`: every surviving mutant in its code, grouped by pattern and screen.
struct MutantsPage {
  static let path = "mutants.html"
  /// Lines shown before and after the mutated one.
  private static let context = 2

  let content: SiteContent

  func page() -> SitePage {
    guard let status = content.report.mutation else {
      return SitePage(
        path: Self.path, title: "Test strength",
        body: HTML.missing("mutation results", command: "scripts/metrics --mutation"))
    }
    var body =
      "<p>A mutant is a small change planted in a pattern's code (a condition "
      + "flipped, a call removed); it survives when none of the pattern's own tests fails. "
      + "Each one below shows the line before (red) and after (green) the change.</p>\n"
    for item in status.patterns {
      guard let figures = status.results.patterns[item.module] else { continue }
      let stale = status.stale.contains(item.module) ? " (stale: the code changed since)" : ""
      body +=
        "<h2>\(HTML.escape(item.name)): \(figures.survived) surviving of "
        + "\(figures.mutants)\(stale)</h2>\n"
      let byScreen = Dictionary(grouping: figures.survivors) { content.screen(of: $0.file) }
      for screen in status.order.filter({ byScreen[$0] != nil })
        + byScreen.keys.filter({ !status.order.contains($0) }).sorted()
      {
        body +=
          "<h3>" + HTML.link(screen, to: ScreenPage.path(screen)) + "</h3>\n"
        for mutant in byScreen[screen] ?? [] { body += show(mutant) }
      }
    }
    return SitePage(path: Self.path, title: "Test strength: surviving mutants", body: body)
  }

  private func show(_ mutant: Survivor) -> String {
    let lines = content.sources.text(mutant.file)?.split(
      separator: "\n", omittingEmptySubsequences: false)
    func around(_ range: Range<Int>) -> String {
      guard let lines else { return "" }
      return range.clamped(to: 0..<lines.count).map {
        "<span class=\"context\">" + HTML.escape(String(lines[$0])) + "</span>"
      }.joined()
    }
    let index = mutant.line - 1
    return "<div class=\"mutant\"><p><code>\(HTML.escape(mutant.file)):\(mutant.line)</code> · "
      + "\(HTML.escape(mutant.operator))</p>\n<pre class=\"diff\"><code>"
      + around((index - Self.context)..<index)
      + "<span class=\"del\">- " + HTML.escape(mutant.before) + "</span>"
      + "<span class=\"add\">+ " + HTML.escape(mutant.after) + "</span>"
      + around((index + 1)..<(index + 1 + Self.context)) + "</code></pre></div>\n"
  }
}

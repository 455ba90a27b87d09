import MetricsKit

/// `mutants.html`: every surviving mutant in its code, grouped by pattern and screen; those that
/// cannot change behaviour here are counted apart, with the reason.
struct MutantsPage {
  static let path = "mutants.html"
  /// Lines shown before and after the mutated one.
  private static let context = 3

  let content: SiteContent

  func page() -> SitePage {
    guard let status = content.report.mutation else {
      return SitePage(
        path: Self.path, title: "Test strength",
        body: HTML.missing("mutation results", command: "scripts/metrics --mutation"))
    }
    var body =
      "<p>A mutant is a small change planted in a pattern's code (a condition flipped, a call removed); it survives when none of the pattern's own tests fails. Each one below shows its whole line before (red, −) and after (green, +) the change, in its code. A mutant that flips an <code>animated:</code> argument cannot change behaviour (ViewKit ignores it): such mutants are no longer generated, and any in results stored before that rule are counted apart as equivalent.</p>\n"
    for item in status.patterns {
      guard let figures = status.results.patterns[item.module] else { continue }
      let stale = status.stale.contains(item.module) ? " (stale: the code changed since)" : ""
      let equivalent = figures.survivors.filter(isEquivalent)
      let kept = figures.survivors.filter { !isEquivalent($0) }
      body +=
        "<h2>\(HTML.escape(item.name)): \(kept.count) surviving of \(figures.mutants - equivalent.count)\(stale)</h2>\n"
      if !equivalent.isEmpty {
        body +=
          "<p class=\"equivalent\">Besides, \(equivalent.count) equivalent \(equivalent.count == 1 ? "mutant" : "mutants") left out of this count: they flip an <code>animated:</code> argument, which ViewKit ignores. Rerun <code>scripts/metrics --mutation</code> to measure without them.</p>\n"
      }
      let byScreen = Dictionary(grouping: kept) { content.screen(of: $0.file) }
      for screen in byScreen.keys.ordered(by: status.order) {
        body += "<h3>" + ScreenPage.link(screen, in: content) + "</h3>\n"
        body += (byScreen[screen] ?? []).map(show).joined()
      }
    }
    return SitePage(path: Self.path, title: "Test strength: surviving mutants", body: body)
  }

  /// The survivor's line as the sources hold it now; nil when the file has no such line.
  private func line(of survivor: Survivor) -> String? {
    let lines = content.lines(of: survivor.file)
    return lines.indices.contains(survivor.line - 1) ? lines[survivor.line - 1] : nil
  }

  /// Whether the mutant cannot change behaviour here (it flips an argument ViewKit ignores).
  private func isEquivalent(_ survivor: Survivor) -> Bool {
    guard let line = line(of: survivor),
      let mutation = MutationOperator(rawValue: survivor.operator)
    else { return false }
    return MutantFinder.equivalence(of: mutation, before: survivor.before, on: line) != nil
  }

  private func show(_ mutant: Survivor) -> String {
    let heading =
      "<p><code>\(HTML.escape(mutant.file)):\(mutant.line)</code> · \(HTML.escape(mutant.operator))</p>\n"
    guard let line = line(of: mutant), let range = line.range(of: mutant.before) else {
      // Stored results older than the code: the line no longer holds the mutated text.
      return "<div class=\"mutant stale\">" + heading
        + "<p>The code changed since this run: line \(mutant.line) no longer holds <code>\(HTML.escape(mutant.before))</code> (mutated to <code>\(HTML.escape(mutant.after))</code>).</p></div>\n"
    }
    let removed = mutant.operator == MutationOperator.removedStatement.rawValue
    let note = removed ? "<p>The statement removed leaves the line blank.</p>\n" : ""
    var after = line.replacingCharacters(in: range, with: removed ? "" : mutant.after)
    if after.allSatisfy(\.isWhitespace) { after = "" }
    let highlighted = SwiftHighlighter.lines(content.sources.text(mutant.file) ?? "")
    let afterHTML = SwiftHighlighter.lines(after).first ?? ""
    func around(_ range: Range<Int>) -> String {
      range.clamped(to: 0..<highlighted.count).map {
        "<span class=\"context\"><span class=\"ln\">\($0 + 1)</span> " + highlighted[$0]
          + "</span>"
      }.joined()
    }
    let index = mutant.line - 1
    return
      "<div class=\"mutant\" data-file=\"\(HTML.escape(mutant.file))\" data-line=\"\(mutant.line)\" data-before=\"\(HTML.escape(mutant.before))\" data-after=\"\(HTML.escape(removed ? "" : mutant.after))\">"
      + heading + note
      + "<pre class=\"diff\"><code>"
      + around((index - Self.context)..<index)
      + "<span class=\"del\"><span class=\"ln\">−</span> <span class=\"line\">"
      + highlighted[index]
      + "</span></span><span class=\"add\"><span class=\"ln\">+</span> <span class=\"line\">"
      + afterHTML
      + "</span></span>"
      + around((index + 1)..<(index + 1 + Self.context)) + "</code></pre></div>\n"
  }
}

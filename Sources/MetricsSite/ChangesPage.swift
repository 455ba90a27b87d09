import MetricsKit

/// `changes.html`: each change request's patch per pattern as a coloured diff, side by side.
struct ChangesPage {
  static let path = "changes.html"

  let content: SiteContent

  func page() -> SitePage {
    guard let status = content.report.changes else {
      return SitePage(
        path: Self.path, title: "Change cost",
        body: HTML.missing("change-cost results", command: "scripts/metrics --changes"))
    }
    var body =
      "<p>Each change request is kept as one patch per pattern under <code>Changes/</code>; the figures count the lines added and removed.</p>\n"
    for change in status.changes {
      body += "<h2 id=\"\(SiteContent.slug(change))\">\(HTML.escape(change))</h2>\n"
      body += asked(change)
      body += "<div class=\"patches\">\n"
      for pattern in status.patterns {
        let cell = status.cell(change, of: pattern.name)
        let summary =
          cell.map {
            "\($0.linesTouched) lines, \($0.filesTouched + $0.filesAdded) files"
              + ($0.passed ? "" : ", did not pass")
          } ?? "no figures"
        let patch = content.sources.text("Changes/\(change)/\(pattern.module).patch")
        body +=
          "<section><h3>\(HTML.escape(pattern.name)) · \(HTML.escape(summary))</h3>\n"
          + (patch.map(Self.diff) ?? "<p>No patch.</p>\n") + "</section>\n"
      }
      body += "</div>\n"
    }
    if status.stale {
      body +=
        "<p class=\"missing\">The tree changed since these figures were measured: run <code>scripts/metrics --changes</code> to refresh them.</p>\n"
    }
    return SitePage(path: Self.path, title: "Change cost: the patches", body: body)
  }

  /// What the change request asked, from `Changes/<change>/README.md` without its title, before
  /// the patches that answer it.
  private func asked(_ change: String) -> String {
    let path = "Changes/\(change)/README.md"
    guard let text = content.sources.text(path) else {
      return "<p class=\"missing\">No request at <code>\(HTML.escape(path))</code>.</p>\n"
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.first?.hasPrefix("# ") == true ? lines.dropFirst() : lines[...]
    return "<div class=\"asked\"><p>What was asked (<code>\(HTML.escape(path))</code>):</p>\n"
      + ArticleHTML.render(body.joined(separator: "\n")) + "</div>\n"
  }

  /// A unified diff with its added, removed and hunk lines marked for colouring; each line is
  /// a block of its own, so no newline is added between them.
  static func diff(_ patch: String) -> String {
    let lines = patch.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let kind =
        line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ")
        ? "file"
        : line.hasPrefix("+")
          ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : "context"
      return "<span class=\"\(kind)\">" + HTML.escape(String(line)) + "</span>"
    }
    return "<pre class=\"diff\"><code>" + lines.joined() + "</code></pre>\n"
  }
}

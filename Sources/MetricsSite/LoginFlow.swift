import MetricsKit

/// A pattern's Login flow as numbered steps, read from the Mermaid diagram of its section of
/// the README ("### <Pattern>"), so the site shows the same flow without drawing it again.
enum LoginFlow {
  /// One numbered arrow: who, does what, to whom.
  typealias Step = (from: String, action: String, to: String)

  /// The steps of `pattern`'s first diagram in `readme`, in number order; empty when the
  /// README has no section or no diagram for it.
  static func steps(readme: String, pattern: String) -> [Step] {
    let lines = readme.lines
    guard
      let start = lines.firstIndex(where: {
        $0 == "### \(pattern)" || $0.hasPrefix("### \(pattern) ")
      })
    else { return [] }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
    guard let open = section.firstIndex(of: "```mermaid") else { return [] }
    let diagram = section[(open + 1)...].prefix { $0 != "```" }
    var labels: [String: String] = [:]
    for line in diagram {
      for match in line.matches(of: #/([A-Za-z_][A-Za-z0-9_]*)[\[\(\{]+"([^"]*)"/#) {
        labels[String(match.output.1)] = String(match.output.2)
      }
    }
    let arrow = #/([A-Za-z_][A-Za-z0-9_]*)\S*\s*-->\|"(\d+) ([^"]*)"\|\s*([A-Za-z_][A-Za-z0-9_]*)/#
    let label = { (id: Substring) in labels[String(id)] ?? String(id) }
    let numbered = diagram.compactMap { line -> (Int, Step)? in
      guard let match = line.firstMatch(of: arrow), let number = Int(match.output.2) else {
        return nil
      }
      return (number, (label(match.output.1), String(match.output.3), label(match.output.4)))
    }
    return numbered.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The steps as an ordered list, or a sentence saying where the flow would come from.
  static func html(readme: String?, pattern: String) -> String {
    let steps = readme.map { Self.steps(readme: $0, pattern: pattern) } ?? []
    guard !steps.isEmpty else {
      return
        "<p class=\"missing\">README.md has no Login diagram under <code>### \(HTML.escape(pattern))</code>.</p>\n"
    }
    let items = steps.map {
      "<li><strong>\(HTML.escape($0.from))</strong> → <strong>\(HTML.escape($0.to))</strong>: "
        + HTML.escape($0.action) + "</li>"
    }
    return "<p>The user taps Login; each step is one arrow of the README's diagram.</p>\n<ol>"
      + items.joined(separator: "\n") + "</ol>\n"
  }
}

/// Checks generated HTML the way the tests need: tags balanced, internal links resolving.
enum HTMLChecker {
  /// Elements that never have a closing tag.
  private static let void: Set<String> = ["meta", "link", "br", "img", "hr", "input", "col"]

  /// The problems with the tags of `html`: an unexpected closing tag or one left open.
  static func unbalancedTags(in html: String) -> [String] {
    var stack: [String] = []
    var problems: [String] = []
    for match in html.matches(of: #/<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>/#) {
      let name = match.output.2.lowercased()
      if void.contains(name) || !match.output.3.isEmpty { continue }
      guard !match.output.1.isEmpty else {
        stack.append(name)
        continue
      }
      guard stack.last == name else {
        problems.append("</\(name)> while \(stack.last ?? "nothing") is open")
        continue
      }
      stack.removeLast()
    }
    return problems + stack.map { "<\($0)> never closed" }
  }

  /// The `href` and `src` targets of `html` that are not another site (`http…`) or a fragment.
  static func internalLinks(in html: String) -> [String] {
    html.matches(of: #/(?:href|src)="([^"]*)"/#).map { String($0.output.1) }
      .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
  }

  /// `link` followed from the page at `page`, both inside the site, without `#fragment`.
  static func resolve(_ link: String, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "#").first.map(String.init)?.split(separator: "/") ?? [] {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
    }
    return parts.joined(separator: "/")
  }
}

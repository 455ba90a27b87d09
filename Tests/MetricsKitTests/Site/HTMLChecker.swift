import Foundation

/// Checks generated HTML the way the tests need: tags balanced, internal links resolving.
enum HTMLChecker {
  /// Elements that never have a closing tag.
  private static let void: Set<String> = ["meta", "link", "br", "img", "hr", "input"]

  /// The problems with the tags of `html`: an unexpected closing tag or one left open.
  static func unbalancedTags(in html: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>")
    var stack: [String] = []
    var problems: [String] = []
    let range = NSRange(html.startIndex..., in: html)
    for match in regex.matches(in: html, range: range) {
      let closing = match.range(at: 1).length > 0
      let name = (html as NSString).substring(with: match.range(at: 2)).lowercased()
      let selfClosing = match.range(at: 3).length > 0
      if void.contains(name) || selfClosing { continue }
      if closing {
        guard stack.last == name else {
          problems.append("</\(name)> while \(stack.last ?? "nothing") is open")
          continue
        }
        stack.removeLast()
      } else {
        stack.append(name)
      }
    }
    return problems + stack.map { "<\($0)> never closed" }
  }

  /// The `href` targets of `html` that are not another site (`http…`) or a fragment.
  static func internalLinks(in html: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: "(?:href|src)=\"([^\"]*)\"")
    let range = NSRange(html.startIndex..., in: html)
    return regex.matches(in: html, range: range).map {
      (html as NSString).substring(with: $0.range(at: 1))
    }.filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
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

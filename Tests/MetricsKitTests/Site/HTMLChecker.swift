/// Checks generated HTML the way the tests need: tags balanced, internal links resolving.
enum HTMLChecker {
  /// Elements that never have a closing tag.
  private static let void: Set<String> = ["meta", "link", "br", "img", "hr", "input", "col"]

  /// The problems with the tags of `html`: an unexpected closing tag or one left open.
  static func unbalancedTags(in html: String) -> [String] {
    var stack: [String] = []
    var problems: [String] = []
    // Scanned byte by byte: a regular expression over the whole site took most of its test.
    let bytes = Array(html.utf8)
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      guard let tag = tag(in: bytes, at: open) else {
        index = open + 1
        continue
      }
      index = tag.end + 1
      if void.contains(tag.name) || tag.isSelfClosing { continue }
      guard tag.isClosing else {
        stack.append(tag.name)
        continue
      }
      guard stack.last == tag.name else {
        problems.append("</\(tag.name)> while \(stack.last ?? "nothing") is open")
        continue
      }
      stack.removeLast()
    }
    return problems + stack.map { "<\($0)> never closed" }
  }

  /// The tag opening at `start` (`<name …>`, `</name>` or `<name … />`), if one does.
  private static func tag(
    in bytes: [UInt8], at start: Int
  ) -> (name: String, isClosing: Bool, isSelfClosing: Bool, end: Int)? {
    var cursor = start + 1
    let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
    if isClosing { cursor += 1 }
    let nameStart = cursor
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    guard cursor < bytes.count, isLetter(bytes[cursor]) else { return nil }
    while cursor < bytes.count, isLetter(bytes[cursor]) || (0x30...0x39).contains(bytes[cursor]) {
      cursor += 1
    }
    guard let end = bytes[cursor...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
    let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
    return (name, isClosing, end > cursor && bytes[end - 1] == UInt8(ascii: "/"), end)
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

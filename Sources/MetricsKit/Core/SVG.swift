/// The markup helpers every page and chart uses: one escape for HTML and SVG text.
package enum HTML {
  /// `value` with the characters that HTML and SVG give a meaning replaced by entities.
  package static func escape(_ value: String) -> String {
    // `&` first, so that the entities written after it are not escaped again.
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

/// The one SVG writer: the report's charts and the site's draw with these elements.
package enum SVG {
  /// A `<text>` at `x`, `y`, with further `attributes` (` font-weight="bold"`).
  package static func text(_ value: String, x: Int, y: Int, _ attributes: String = "") -> String {
    "<text x=\"\(x)\" y=\"\(y)\"\(attributes)>\(HTML.escape(value))</text>"
  }

  /// A filled `<rect>`, of class `kind` when given (a chart's `bar`, which checks count), with a
  /// tooltip when `title` is given.
  package static func rect(
    x: Int, y: Int, width: Int, height: Int, fill: String, kind: String? = nil,
    title: String? = nil
  ) -> String {
    let box =
      "<rect" + (kind.map { " class=\"\($0)\"" } ?? "")
      + " x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(fill)\""
    guard let title else { return box + "/>" }
    return box + "><title>\(HTML.escape(title))</title></rect>"
  }

  /// A dark grey `<line>`: a chart's axis or tick.
  package static func line(x1: Int, y1: Int, x2: Int, y2: Int) -> String {
    "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"#333333\"/>"
  }

  /// An `<svg>` element with `attributes` after its namespace and `body` a line each, on a
  /// white ground unless `ground` is false.
  package static func document(_ attributes: String, body: [String], ground: Bool = true)
    -> String
  {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\n"
      + (ground ? "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" : "")
      + body.joined(separator: "\n") + "\n</svg>"
  }
}

import Foundation

/// A generated block inside a hand-written document, between two marker lines that stay in
/// place: the one writer of every such block (the README's summary, the UI-rewrite lessons).
package struct MarkedBlock: Sendable {
  /// The line opening the block.
  package let start: String
  /// The line closing the block.
  package let end: String

  /// The summary block of the top-level README.
  package static let summary = MarkedBlock(
    start: "<!-- metrics:summary:start -->", end: "<!-- metrics:summary:end -->")
  /// The lessons of "What the second UI cost" in the README and the patterns' DocC articles.
  package static let lessons = MarkedBlock(
    start: "<!-- metrics:ui-rewrite:start -->", end: "<!-- metrics:ui-rewrite:end -->")

  /// What stands between the markers of `text` (after the start marker's line break).
  package func content(of text: String, path: String) throws(MetricsError) -> String {
    let (opening, closing) = try markers(in: text, path: path)
    let afterStart = text[opening.upperBound...]
    let body = afterStart.hasPrefix("\n") ? afterStart.dropFirst() : afterStart[...]
    return String(text[body.startIndex..<closing.lowerBound])
  }

  /// `text` with the block replaced by `content`; every byte outside the markers is kept.
  package func replacing(
    in text: String, with content: String, path: String
  ) throws(MetricsError) -> String {
    let (opening, closing) = try markers(in: text, path: path)
    return String(text[..<opening.upperBound]) + "\n" + content
      + String(text[closing.lowerBound...])
  }

  /// Puts `content` between the markers of `file` when they hold something else.
  ///
  /// With `check`, fails naming `what` and `path` instead; a file without them is left be.
  package func update(
    _ file: URL, path: String, with content: String, what: String, check: Bool
  ) throws(MetricsError) {
    guard let text = try? String(contentsOf: file, encoding: .utf8),
      let replaced = try? replacing(in: text, with: content, path: path), replaced != text
    else { return }
    if check {
      throw .staleReadme(path: path, diff: "\(what) between \(start) and its end marker")
    }
    try ResultStore.write(Data(replaced.utf8), to: file)
  }

  private func markers(
    in text: String, path: String
  ) throws(MetricsError) -> (Range<String.Index>, Range<String.Index>) {
    guard let opening = text.range(of: start) else {
      throw .missingReadmeMarker(path: path, marker: start)
    }
    guard let closing = text.range(of: end, range: opening.upperBound..<text.endIndex) else {
      throw .missingReadmeMarker(path: path, marker: end)
    }
    return (opening, closing)
  }
}

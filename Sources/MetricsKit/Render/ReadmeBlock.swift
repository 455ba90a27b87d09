/// The generated block of the top-level README, between two marker lines that stay in place.
package enum ReadmeBlock {
  /// The line opening the block.
  package static let start = "<!-- metrics:summary:start -->"
  /// The line closing the block.
  package static let end = "<!-- metrics:summary:end -->"

  /// What stands between the markers of `text` (after the start marker's line break).
  package static func content(of text: String, path: String) throws(MetricsError) -> String {
    let (startRange, endRange) = try markers(in: text, path: path)
    let afterStart = text[startRange.upperBound...]
    let body = afterStart.hasPrefix("\n") ? afterStart.dropFirst() : afterStart[...]
    return String(text[body.startIndex..<endRange.lowerBound])
  }

  /// `text` with the block replaced by `content`; every byte outside the markers is kept.
  package static func replacing(
    in text: String, with content: String, path: String
  ) throws(MetricsError) -> String {
    let (startRange, endRange) = try markers(in: text, path: path)
    return String(text[..<startRange.upperBound]) + "\n" + content
      + String(text[endRange.lowerBound...])
  }

  private static func markers(
    in text: String, path: String
  ) throws(MetricsError) -> (Range<String.Index>, Range<String.Index>) {
    guard let startRange = text.range(of: start) else {
      throw .missingReadmeMarker(path: path, marker: start)
    }
    guard let endRange = text.range(of: end, range: startRange.upperBound..<text.endIndex) else {
      throw .missingReadmeMarker(path: path, marker: end)
    }
    return (startRange, endRange)
  }
}

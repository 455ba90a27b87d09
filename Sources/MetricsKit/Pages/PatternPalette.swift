/// The colours of the patterns, and of measures drawn side by side, kept apart from the layers'
/// colours so that a pattern never reads as a layer (MVC is not "view controller" blue).
///
/// Both sets are Paul Tol's, chosen to stay apart for readers with a colour-vision deficiency:
/// his vibrant set for the patterns, his high-contrast set for measures.
package enum PatternPalette {
  /// One colour per pattern, in configured order.
  package static let hues = [
    "#ee7733", "#0077bb", "#33bbee", "#ee3377", "#cc3311", "#009988", "#bbbbbb", "#000000",
  ]
  /// The colours of a chart's measures (own and all tests, build and test times, sizes).
  package static let measures = ["#004488", "#ddaa33", "#bb5566", "#000000"]

  /// The colour of the pattern at `index`.
  package static func color(at index: Int) -> String { hues[index % hues.count] }
}

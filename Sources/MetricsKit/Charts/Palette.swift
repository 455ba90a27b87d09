/// The one set of chart colours: Okabe and Ito's eight, chosen to stay apart for readers with a
/// colour-vision deficiency, so no chart needs a ninth colour or a generated hue.
package enum Palette {
  /// The eight colours, most distinct first: a chart of two measures is blue and orange, and
  /// yellow, the faintest on white, comes last but black.
  package static let colors = [
    "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000",
  ]
  /// The grey of a bar's empty track and of a note in place of a bar: neutral, not a colour.
  package static let neutral = "#555555"

  /// The colour at `index`, the eight in turn.
  package static func color(at index: Int) -> String { colors[index % colors.count] }

}

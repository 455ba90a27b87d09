/// The layers' colours, the same in the report's charts and on the site: the seven largest
/// layers (code lines over all patterns) each have one of the `Palette`'s colours and the rest
/// are grouped as the configuration's catch-all layer ("other") in the eighth, since nine or
/// more colours no longer stay apart.
package struct LayerPalette: Sendable {
  /// How many layers keep a colour of their own.
  package static let shown = 7

  /// The layers drawn in their own colour, in configured order.
  package let largest: [String]
  /// The group the other layers fall into: the configuration's catch-all layer.
  package let other: String

  /// The palette of `figures`' layers (configured order, the catch-all last).
  package init(figures: Report.Figures) {
    let lines = figures.patterns.flatMap(\.layers).map { ($0.name, $0.lines.code) }
    self.init(layers: figures.layers, lines: Dictionary(lines, uniquingKeysWith: +))
  }

  /// The palette of `layers` (configured order, the catch-all last) with `lines` code lines each.
  package init(layers: [String], lines: [String: Int]) {
    other = layers.last ?? "other"
    let ranked = layers.dropLast().enumerated()
      .sorted { (lines[$0.element] ?? 0, $1.offset) > (lines[$1.element] ?? 0, $0.offset) }
      .prefix(Self.shown).map(\.element)
    largest = layers.filter(ranked.contains)
  }

  /// The chart's groups, in legend order: the largest layers, then "other".
  package var groups: [String] { largest + [other] }

  /// The group `layer` is drawn in: itself when among the largest, "other" otherwise.
  package func group(of layer: String) -> String { largest.contains(layer) ? layer : other }

  /// The colour of `layer`'s group.
  package func color(of layer: String) -> String {
    Palette.color(at: groups.firstIndex(of: group(of: layer)) ?? Self.shown)
  }

  /// Black or white, whichever reads better on `color` (`#rrggbb`; white for anything else),
  /// so a label on a yellow box stays legible on a projector.
  package static func textColor(on color: String) -> String {
    guard color.hasPrefix("#"), color.count == 7, let value = Int(color.dropFirst(), radix: 16)
    else { return "#ffffff" }
    let channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map { Double($0) / 255 }
    let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    return luminance > 0.45 ? "#000000" : "#ffffff"
  }
}

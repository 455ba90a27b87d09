/// One colour per layer, never shared, the same in the report's charts and on the site.
///
/// The colours are Okabe and Ito's set and Paul Tol's muted set, both chosen to stay apart for
/// readers with a colour-vision deficiency; they are handed out by the layer's position in the
/// configuration, and the last layer ("other") is always grey so it reads as the rest.
package struct LayerPalette: Sendable {
  /// Twelve distinguishable hues, in the order layers receive them.
  package static let hues = [
    "#0072b2", "#e69f00", "#56b4e9", "#009e73", "#d55e00", "#cc79a7", "#f0e442", "#332288",
    "#999933", "#882255", "#44aa99", "#ddcc77",
  ]
  /// The colour of the catch-all layer.
  package static let grey = "#6b6b6b"

  /// The layers in configured order, the catch-all last.
  package let layers: [String]

  /// A palette for `layers` (`Report.Figures.layers` or `MetricsConfig.layerNames`).
  package init(layers: [String]) { self.layers = layers }

  /// The colour of the layer at `index`; past the twelve hues, distinct generated ones.
  package func color(at index: Int) -> String {
    if index == layers.count - 1 { return Self.grey }
    if index < Self.hues.count { return Self.hues[index] }
    // More layers than hues: spread the extra ones around the wheel rather than repeat one.
    let extra = index - Self.hues.count
    return "hsl(\((extra * 67) % 360), 55%, \(extra.isMultiple(of: 2) ? 35 : 60)%)"
  }

  /// The colour of `layer`; grey for a layer the configuration does not list.
  package func color(of layer: String) -> String {
    layers.firstIndex(of: layer).map(color(at:)) ?? Self.grey
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

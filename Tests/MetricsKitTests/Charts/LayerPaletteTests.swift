import Foundation
import Testing

@testable import MetricsKit

@Suite struct LayerPaletteTests {
  /// The checked-in configuration, so the test follows the layers as they are added.
  private static func configuredLayers() throws -> [String] {
    try MetricsConfig.load(from: Cloc.packageRoot.appendingPathComponent("metrics-config.json"))
      .layerNames
  }

  @Test func givenTheConfiguredLayers_whenColoured_thenTheSevenLargestHaveTheirOwnColour() throws {
    // Given the layers of metrics-config.json, "other" included, the later ones the larger
    let layers = try Self.configuredLayers()
    let lines = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
    // When each is given its colour
    let palette = LayerPalette(layers: layers, lines: lines)
    let colors = layers.map(palette.color(of:))
    // Then the seven largest but the catch-all keep their order and a colour each, the rest
    // share the catch-all's, and all are Okabe and Ito's
    #expect(layers.count >= 13)
    #expect(palette.largest == Array(layers.dropLast().suffix(7)))
    #expect(Set(colors).count == 8)
    #expect(Set(colors).isSubset(of: Palette.colors))
    #expect(palette.group(of: layers[0]) == "other")
    #expect(palette.color(of: layers[0]) == palette.color(of: "other"))
  }

  @Test func givenTwentyLayers_whenColoured_thenAtMostEightColoursAreUsed() {
    // Given twenty layers, more than the palette's colours, of equal size
    let layers = (0..<20).map { "layer \($0)" }
    // When each is given its colour
    let palette = LayerPalette(layers: layers, lines: [:])
    // Then the first seven have their own and the others share the eighth
    #expect(Set(layers.map(palette.color(of:))).count == 8)
    #expect(palette.groups == Array(layers.prefix(7)) + ["layer 19"])
  }

  @Test func givenTheFixture_whenLinesByLayerIsDrawn_thenItsLegendHasTheSharedColours() {
    // Given the fixture's figures
    let figures = ReportFixture.report.figures
    // When the chart is drawn
    let svg = SVGChartRenderer.linesByLayer(figures)
    // Then each group's legend swatch has the palette's colour for it
    let palette = LayerPalette(figures: figures)
    for group in palette.groups
    where figures.patterns.contains(where: { pattern in
      pattern.layers.contains { palette.group(of: $0.name) == group }
    }) {
      #expect(svg.contains("fill=\"\(palette.color(of: group))\""), "\(group)")
      #expect(svg.contains("class=\"legend\">\(group)</text>"), "\(group)")
    }
  }
}

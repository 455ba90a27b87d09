import Foundation
import Testing

@testable import MetricsKit

@Suite struct LayerPaletteTests {
  /// The checked-in configuration, so the test fails as soon as a layer is added without a hue.
  private static func configuredLayers() throws -> [String] {
    try MetricsConfig.load(from: Cloc.packageRoot.appendingPathComponent("metrics-config.json"))
      .layerNames
  }

  @Test func noTwoConfiguredLayersShareAColour() throws {
    // Given the layers of metrics-config.json, "other" included
    let layers = try Self.configuredLayers()
    // When each is given its colour
    let palette = LayerPalette(layers: layers)
    let colors = layers.map(palette.color(of:))
    // Then every colour is different, and the catch-all is the grey
    #expect(layers.count >= 13)
    #expect(Set(colors).count == layers.count)
    #expect(palette.color(of: "other") == LayerPalette.grey)
  }

  @Test func moreLayersThanHuesStillGetDistinctColours() {
    // Given twenty layers, more than the palette's hues
    let layers = (0..<20).map { "layer \($0)" }
    // When each is given its colour
    let palette = LayerPalette(layers: layers)
    // Then none repeats
    #expect(Set(layers.map(palette.color(of:))).count == 20)
  }

  @Test func theChartOfLinesByLayerUsesTheSharedColours() {
    // Given the fixture's figures
    let figures = ReportFixture.report.figures
    // When the chart is drawn
    let svg = SVGChartRenderer.linesByLayer(figures)
    // Then each layer's legend swatch has the palette's colour for it
    let palette = LayerPalette(layers: figures.layers)
    for layer in figures.layers { #expect(svg.contains(palette.color(of: layer))) }
  }
}

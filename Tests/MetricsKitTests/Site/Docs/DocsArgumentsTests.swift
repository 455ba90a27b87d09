import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct DocsArgumentsTests {
  @Test func theSymbolGraphsAreExtractedFromTheBuiltModulesWithInternalSymbols() {
    // Given the coverage build's modules and a folder for the graphs
    let modules = "/b/debug/Modules"
    // When the extraction's arguments are made, off and on Apple's platforms
    let linux = DocsArguments.symbolGraphExtract(
      "MVC", modules: modules, target: "TRIPLE", sdk: nil, into: "/g")
    let mac = DocsArguments.symbolGraphExtract(
      "MVC", modules: modules, target: "arm64-apple-macosx14.0", sdk: "/SDK", into: "/g")
    // Then internal symbols are kept, and the SDK is named only where there is one
    #expect(
      linux == [
        "symbolgraph-extract", "-module-name", "MVC", "-I", "/b/debug/Modules", "-target",
        "TRIPLE", "-minimum-access-level", "internal", "-output-dir", "/g",
      ])
    #expect(mac.suffix(2) == ["-sdk", "/SDK"])
  }

  @Test func aTargetWithACatalogIsConvertedFromItForStaticHostingUnderItsSiteFolder() {
    // Given MVC with its catalog
    let target = DocsTarget(module: "MVC", catalog: "Sources/MVC/Documentation.docc")
    // When its conversion's arguments are made
    let arguments = DocsArguments.convert(target, graphs: "/g/MVC", output: "/out/MVC")
    // Then the catalog comes first and the pages are hosted under docs/MVC
    #expect(
      arguments == [
        "convert", "Sources/MVC/Documentation.docc", "--additional-symbol-graph-dir", "/g/MVC",
        "--transform-for-static-hosting", "--hosting-base-path", "docs/MVC", "--output-path",
        "/out/MVC",
      ])
  }

  @Test func aTargetWithoutACatalogIsNamedByFallbacks() {
    // Given Domain, which has no catalog
    let target = DocsTarget(module: "Domain", catalog: nil)
    // When its conversion's arguments are made
    let arguments = DocsArguments.convert(target, graphs: "/g/Domain", output: "/out/Domain")
    // Then DocC gets its display name and bundle identifier from the command line
    #expect(
      arguments == [
        "convert", "--fallback-display-name", "Domain", "--fallback-bundle-identifier", "Domain",
        "--additional-symbol-graph-dir", "/g/Domain", "--transform-for-static-hosting",
        "--hosting-base-path", "docs/Domain", "--output-path", "/out/Domain",
      ])
  }

  @Test func theEntryPageIsTheLowercasedModuleUnderItsSiteFolder() {
    // Given MVP-C's module
    let target = DocsTarget(module: "MVPC", catalog: nil)
    // When / Then its pages start at DocC's lowercased module path
    #expect(target.entryPath == "docs/MVPC/documentation/mvpc/")
  }
}

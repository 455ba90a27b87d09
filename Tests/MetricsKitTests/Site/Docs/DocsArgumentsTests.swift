import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct DocsArgumentsTests {
  @Test func theSymbolGraphBuildHasItsOwnFolderAndPassesEachFlagToTheCompiler() {
    // Given a folder for the graphs
    let graphs = "/tmp/graphs"
    // When the build's arguments are made
    let arguments = DocsArguments.symbolGraphBuild(into: graphs)
    // Then it builds in its own scratch folder, every compiler flag behind -Xswiftc
    #expect(
      arguments == [
        "build", "--scratch-path", ".build/docs-build", "-Xswiftc", "-emit-symbol-graph",
        "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc", "/tmp/graphs", "-Xswiftc",
        "-symbol-graph-minimum-access-level", "-Xswiftc", "internal",
      ])
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

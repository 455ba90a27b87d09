import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct DocsTargetTests {
  @Test func thePresentPatternsThenTheSharedTargetsAreDocumentedWithTheirCatalogs() throws {
    // Given a tree with MVC (with a catalog), MVP-C (target MVPC), Domain, Layouts, no ViewKit
    let root = try PackageTree.make([
      "Sources/MVC/Documentation.docc/MVC.md": "# MVC\n", "Sources/MVPC/A.swift": "",
      "Sources/Domain/Player.swift": "", "Sources/Layouts/LoginLayout.swift": "",
    ])
    let config = MetricsConfig(
      patterns: [
        .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
        .init(name: "MVP-C", sources: "Sources/MVPC", tests: "Tests/MVPCTests", target: "MVPC"),
        .init(name: "VIP", sources: "Sources/VIP", tests: "Tests/VIPTests"),
      ], layers: [], otherLayer: "other", logicForbiddenImports: [], screens: [],
      rootScreen: "(root)",
      shared: ["Domain", "ViewKit", "Layouts"].map {
        .init(name: $0, sources: "Sources/\($0)", role: "shared")
      })
    // When the targets are listed
    let targets = DocsTarget.all(config: config, root: root)
    // Then the missing VIP and ViewKit are left out, and only MVC has a catalog
    #expect(
      targets == [
        DocsTarget(module: "MVC", catalog: "Sources/MVC/Documentation.docc"),
        DocsTarget(module: "MVPC", catalog: nil), DocsTarget(module: "Domain", catalog: nil),
        DocsTarget(module: "Layouts", catalog: nil),
      ])
  }
}

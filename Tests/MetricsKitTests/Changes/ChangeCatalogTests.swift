import Foundation
import Testing

@testable import MetricsKit

@Suite struct ChangeCatalogTests {
  /// A package folder with `Sources/MVC/A.swift` and a change `demo` holding `patch` for MVC.
  private static func package(patch: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("change-catalog-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("Sources/MVC"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: root.appendingPathComponent("Changes/demo"), withIntermediateDirectories: true)
    try Data("let a = 1\nlet b = 2\n".utf8).write(
      to: root.appendingPathComponent("Sources/MVC/A.swift"))
    try Data(patch.utf8).write(to: root.appendingPathComponent("Changes/demo/MVC.patch"))
    return root
  }

  private static func patch(replacing old: String) -> String {
    """
    diff --git a/Sources/MVC/A.swift b/Sources/MVC/A.swift
    --- a/Sources/MVC/A.swift
    +++ b/Sources/MVC/A.swift
    @@ -1,2 +1,2 @@
     let a = 1
    -\(old)
    +let b = 3

    """
  }

  private static let config = MetricsConfig(
    patterns: TestConfig.config.patterns, layers: TestConfig.config.layers, otherLayer: "other",
    logicForbiddenImports: [], screens: [], rootScreen: "(root)", changes: ["demo"])

  @Test func givenAPatchThatApplies_whenChecked_thenItPassesAndItsFiguresAreRead() async throws {
    // Given
    let root = try Self.package(patch: Self.patch(replacing: "let b = 2"))
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = ChangeCatalog(root: root, config: Self.config)
    let git = try #require(ToolLocator().onPath("git"))

    // When
    try await catalog.checkPatchesApply(git: git)
    let figures = try catalog.statistics()

    // Then: MVP has no source folder here, so only MVC is a pattern of this tree
    #expect(catalog.patterns.map(\.name) == ["MVC"])
    #expect(figures["demo"]?["MVC"]?.codeAdded == 1)
    #expect(figures["demo"]?["MVC"]?.codeRemoved == 1)
    #expect(catalog.domainPatch("demo") == nil)
  }

  @Test func givenAPatchThatNoLongerApplies_whenChecked_thenTheErrorNamesIt() async throws {
    // Given: the patch expects a line the file no longer has
    let root = try Self.package(patch: Self.patch(replacing: "let b = 9"))
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = ChangeCatalog(root: root, config: Self.config)
    let git = try #require(ToolLocator().onPath("git"))

    // When
    let error = await #expect(throws: MetricsError.self) {
      try await catalog.checkPatchesApply(git: git)
    }

    // Then
    guard case .patchDoesNotApply(let patch, _) = error else {
      Issue.record("expected patchDoesNotApply, got \(String(describing: error))")
      return
    }
    #expect(patch == "Changes/demo/MVC.patch")
    #expect(error?.description.contains("Changes/demo/MVC.patch no longer applies") == true)
  }

  @Test func givenStoredResults_whenAPatternOrTheToolChanges_thenOnlyThePatternMakesThemStale()
    throws
  {
    // Given
    let root = try Self.package(patch: Self.patch(replacing: "let b = 2"))
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = ChangeCatalog(root: root, config: Self.config)
    let results = ChangeResults(changes: [:], fingerprint: catalog.fingerprint())
    let tool = root.appendingPathComponent("Sources/MetricsKit")
    try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)

    // When
    try Data("let c = 3\n".utf8).write(to: tool.appendingPathComponent("Tool.swift"))
    let afterTool = ChangeStatus(results: results, catalog: catalog)
    try Data("let a = 0\n".utf8).write(to: root.appendingPathComponent("Sources/MVC/A.swift"))
    let afterPattern = ChangeStatus(results: results, catalog: catalog)

    // Then
    #expect(!afterTool.stale)
    #expect(afterPattern.stale)
  }
}

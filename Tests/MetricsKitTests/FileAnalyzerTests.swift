import Foundation
import MetricsKit
import Testing

@Suite struct FileAnalyzerTests {
  @Test func givenOnlyMVPFolder_whenPatternsListed_thenOnlyMVPIsMeasured() throws {
    // Given
    let root = try makePackage(files: ["Sources/MVP/Login/LoginPresenter.swift": "import Domain\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let context = try BuildContext(root: root, progress: Progress(quiet: true))

    // When
    let patterns = Measurement(context: context, config: TestConfig.config).patterns

    // Then
    #expect(patterns.map(\.name) == ["MVP"])
  }

  @Test func givenSourceAndTestFiles_whenAnalyzed_thenEachIsClassifiedAndCounted() throws {
    // Given
    let root = try makePackage(files: [
      "Sources/MVP/Login/LoginView.swift": "import ViewKit\n\n/// V.\nstruct LoginView {}\n",
      "Sources/MVP/MVPApp.swift": "enum MVPApp {}\n",
      "Tests/MVPTests/Login/LoginViewTests.swift": "import Testing\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let analyzer = FileAnalyzer(root: root, config: TestConfig.config)

    // When
    let files = try analyzer.analyze(TestConfig.config.patterns[1])

    // Then
    #expect(
      files.map(\.path) == [
        "Sources/MVP/Login/LoginView.swift", "Sources/MVP/MVPApp.swift",
        "Tests/MVPTests/Login/LoginViewTests.swift",
      ])
    #expect(files.map(\.layer) == ["view", "other", "view"])
    #expect(files.map(\.screen) == ["Login", "(root)", "Login"])
    #expect(files.map(\.isTest) == [false, false, true])
    #expect(files[0].lines == LineCounts(blank: 1, comment: 1, code: 2))
    #expect(files[0].imports == ["ViewKit"])
  }

  private func makePackage(files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("metrics-package-\(UUID().uuidString)")
    let all = files.merging(["Package.swift": "// swift-tools-version: 6.0\n"]) { $1 }
    for (path, text) in all {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }
}

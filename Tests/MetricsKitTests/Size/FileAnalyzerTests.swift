import Foundation
import Testing

@testable import MetricsKit

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

  @Test func givenASharedTargetWithTests_whenAnalyzed_thenItsFilesAreCountedUnderItsName() throws {
    // Given
    let root = try makePackage(files: [
      "Sources/Layouts/LoginLayout.swift": "import ViewKit\nfinal class LoginLayout {}\n",
      "Tests/LayoutsTests/LoginLayoutTests.swift": "import Testing\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let config = TestConfig.config
    let layouts = MetricsConfig.Shared(
      name: "Layouts", sources: "Sources/Layouts", tests: "Tests/LayoutsTests", role: "widgets")

    // When
    let files = try FileAnalyzer(root: root, config: config).analyze(layouts)
    let figures = SharedFigures(layouts, files: files)

    // Then
    #expect(files.map(\.pattern) == ["Layouts", "Layouts"])
    #expect(figures.files == 1)
    #expect(figures.lines.code == 2)
    #expect(figures.types == 1)
    #expect(figures.testFiles == 1)
  }

  @Test func givenASharedTargetWithPreviews_whenAnalyzed_thenThePreviewsAreNotCounted() throws {
    // Given
    let root = try makePackage(files: [
      "Sources/Layouts/LoginContent.swift": "import DeclarativeKit\nstruct LoginContent {}\n",
      "Sources/Layouts/Previews.swift": "struct LoginContent_Previews {}\nlet a = 1\n",
      "Sources/Layouts/Gather+Previews.swift": "struct GatherContent_Previews {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layouts = MetricsConfig.Shared(
      name: "Layouts", sources: "Sources/Layouts", tests: nil, role: "widgets")

    // When
    let files = try FileAnalyzer(root: root, config: TestConfig.config).analyze(layouts)

    // Then
    #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["LoginContent.swift"])
    #expect(SharedFigures(layouts, files: files).lines.code == 2)
  }

  @Test func givenAPatternFileBuildingAButton_whenAnalyzed_thenTheButtonIsRecorded() throws {
    // Given
    let root = try makePackage(files: [
      "Sources/MVP/Login/LoginView.swift": "let b = Button(title: \"Go\")\nlet v = layout.view\n"
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let config = MetricsConfig(
      patterns: TestConfig.config.patterns, layers: TestConfig.config.layers, otherLayer: "other",
      logicForbiddenImports: [], screens: [], rootScreen: "(root)",
      widgetTypes: ["Button", "View"])

    // When
    let files = try FileAnalyzer(root: root, config: config).analyze(config.patterns[1])

    // Then
    #expect(files.first?.widgets == ["Button"])
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

@testable import MetricsKit

/// Three configured patterns, two in the tree (MVC and MVP) and MVVM absent, with screens,
/// key classes, extensions, test suites and coverage chosen so every comparison table has
/// something to show.
enum ComparisonFixture {
  static let config = MetricsConfig(
    patterns: [
      .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
      .init(name: "MVVM", sources: "Sources/MVVM", tests: "Tests/MVVMTests"),
      .init(name: "MVP", sources: "Sources/MVP", tests: "Tests/MVPTests"),
    ],
    layers: [
      .init(name: "view controller", suffixes: ["ViewController"]),
      .init(name: "view model", suffixes: ["ViewModel"], logic: true),
      .init(name: "view", suffixes: ["View"]),
      .init(name: "presenter", suffixes: ["Presenter"], logic: true),
    ],
    otherLayer: "other", logicForbiddenImports: ["ViewKit"],
    screens: ["App", "Shared", "Login", "Gather"], rootScreen: "(root)")

  static let mvcFiles: [FileMetrics] = [
    source(
      "Sources/MVC/Login/LoginViewController.swift", layer: "view controller", screen: "Login",
      code: 40, types: [("class", "LoginViewController", 35)], own: (30, 36)),
    source(
      "Sources/MVC/Login/LoginViewController+Table.swift", layer: "view controller",
      screen: "Login", code: 12, types: [("extension", "LoginViewController", 10)], own: (5, 10)),
    source(
      "Sources/MVC/Gather/GatherViewController.swift", layer: "view controller", screen: "Gather",
      code: 80, types: [("class", "GatherViewController", 76)], own: (40, 70)),
    test(
      "Tests/MVCTests/Login/LoginViewControllerTests.swift", screen: "Login", code: 60,
      types: [("struct", "LoginViewControllerTests")]),
    test(
      "Tests/MVCTests/Gather/GatherViewControllerTests.swift", screen: "Gather", code: 50,
      types: [("struct", "GatherViewControllerTests")]),
    test(
      "Tests/MVCTests/Gather/GatherViewControllerTests+Timer.swift", screen: "Gather", code: 20,
      types: [("extension", "GatherViewControllerTests")]),
  ]

  static let mvpFiles: [FileMetrics] = [
    source(
      "Sources/MVP/Login/LoginViewController.swift", layer: "view controller", screen: "Login",
      code: 10, types: [("class", "LoginViewController", 8)], own: (8, 8)),
    source(
      "Sources/MVP/Login/LoginView.swift", layer: "view", screen: "Login", code: 25,
      types: [("protocol", "LoginNavigating", 3), ("class", "LoginView", 20)], own: (18, 20)),
    source(
      "Sources/MVP/Login/LoginPresenter.swift", layer: "presenter", screen: "Login", code: 30,
      types: [("protocol", "LoginViewProtocol", 5), ("class", "LoginPresenter", 22)],
      own: (20, 20)),
    source(
      "Sources/MVP/Shared/ScreenNavigating.swift", layer: "other", screen: "Shared", code: 6,
      types: [("protocol", "ScreenNavigating", 4)], own: (0, 0)),
    test(
      "Tests/MVPTests/Login/LoginPresenterTests.swift", screen: "Login", code: 70,
      types: [("struct", "LoginPresenterTests")]),
    test(
      "Tests/MVPTests/Login/LoginViewSpy.swift", screen: "Login", code: 20,
      types: [("class", "LoginViewSpy")]),
  ]

  /// MVC lists six tests: three of Login, two of Gather, one whose suite no file declares.
  static let mvcSuites =
    Array(repeating: "MVCTests.LoginViewControllerTests", count: 3)
    + Array(repeating: "MVCTests.GatherViewControllerTests", count: 2) + ["MVCTests.Lost"]

  static let mvpSuites = Array(repeating: "MVPTests.LoginPresenterTests", count: 4)

  static let figures: Report.Figures = {
    let builder = ReportBuilder(config: config)
    let files = (mvcFiles + mvpFiles).sorted { $0.path < $1.path }
    return Report.Figures(
      layers: config.layerNames,
      patterns: [
        builder.pattern(
          "MVC", files: mvcFiles, tests: TestResults(listed: 6, passed: 6, failed: 0),
          testSuites: mvcSuites),
        builder.pattern(
          "MVP", files: mvpFiles, tests: TestResults(listed: 4, passed: 4, failed: 0),
          testSuites: mvpSuites),
      ],
      files: files, screens: FileClassifier(config: config).sortedScreens(files.map(\.screen)),
      absentPatterns: ["MVVM"])
  }()

  private static func source(
    _ path: String, layer: String, screen: String, code: Int,
    types: [(String, String, Int)], own: (Int, Int)
  ) -> FileMetrics {
    var file = FileMetrics(
      path: path, pattern: pattern(of: path), isTest: false, layer: layer, screen: screen,
      lines: LineCounts(blank: 1, comment: 1, code: code),
      types: types.map { TypeDeclaration(kind: $0.0, name: $0.1, line: 1, codeLines: $0.2) },
      imports: ["Domain"])
    file.ownCoverage = Coverage(covered: own.0, executable: own.1)
    file.allCoverage = Coverage(covered: own.1, executable: own.1)
    return file
  }

  private static func test(
    _ path: String, screen: String, code: Int, types: [(String, String)]
  ) -> FileMetrics {
    FileMetrics(
      path: path, pattern: pattern(of: path), isTest: true, layer: "other", screen: screen,
      lines: LineCounts(blank: 1, comment: 0, code: code),
      types: types.map { TypeDeclaration(kind: $0.0, name: $0.1, line: 1, codeLines: code) },
      imports: ["Testing"])
  }

  private static func pattern(of path: String) -> String {
    path.contains("/MVC") ? "MVC" : "MVP"
  }
}

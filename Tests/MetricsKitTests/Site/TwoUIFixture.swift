@testable import MetricsKit
@testable import MetricsSite

/// Three patterns as the two-UI pages see them: MVC with the UIKit-shaped UI only, MV with the
/// declarative UI only, and MVP with both on one presenter per screen, plus its app's roots.
enum TwoUIFixture {
  static let config = MetricsConfig(
    patterns: [
      .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
      .init(name: "MVP", sources: "Sources/MVP", tests: "Tests/MVPTests"),
      .init(name: "MV", sources: "Sources/MV", tests: "Tests/MVTests"),
    ],
    layers: [
      .init(name: "view controller", suffixes: ["ViewController"]),
      .init(name: "screen", suffixes: ["Screen"], ui: "declarative"),
      .init(name: "view state", suffixes: ["ViewState"], ui: "declarative"),
      .init(name: "view", suffixes: ["View"]),
      .init(name: "presenter", suffixes: ["Presenter"], logic: true),
    ],
    otherLayer: "other", logicForbiddenImports: ["ViewKit", "DeclarativeKit"],
    screens: ["App", "Login", "Gather"], rootScreen: "(root)",
    uis: [
      .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
      .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
    ])

  /// The text of MVP's Login files, so the pairs have lines to show.
  static let sources = FakeSources(files: [
    "Sources/MVP/Login/LoginViewController.swift":
      "import ViewKit\n\nfinal class LoginViewController {\n  let presenter: LoginPresenter\n}\n",
    "Sources/MVP/Login/LoginScreen.swift":
      "import DeclarativeKit\n\nstruct LoginScreen: View {\n  let presenter: LoginPresenter\n}\n",
    "Sources/MVP/Login/LoginView.swift": "import ViewKit\n\nfinal class LoginView {}\n",
    "Sources/MVP/Login/LoginViewState.swift": "import DeclarativeKit\n\nstruct LoginViewState {}\n",
    "Sources/MVP/Login/LoginPresenter.swift":
      "final class LoginPresenter {\n  func loginTappedOnlyHere() {}\n}\n",
  ])

  /// The fixture's content; `loginScreenCode` is the code lines of MVP's `LoginScreen.swift`.
  static func content(loginScreenCode: Int = 12) -> SiteContent {
    let files = [
      file("Sources/MVC/Login/LoginViewController.swift", "view controller", "uikit", 40),
      file("Sources/MVP/App/MVPApp.swift", "other", "uikit", 8),
      file("Sources/MVP/App/MVPApp+Declarative.swift", "other", "declarative", 13),
      file("Sources/MVP/Login/LoginViewController.swift", "view controller", "uikit", 10),
      file("Sources/MVP/Login/LoginView.swift", "view", "uikit", 25),
      file("Sources/MVP/Login/LoginScreen.swift", "screen", "declarative", loginScreenCode),
      file("Sources/MVP/Login/LoginViewState.swift", "view state", "declarative", 20),
      file("Sources/MVP/Login/LoginPresenter.swift", "presenter", nil, 30),
      file("Sources/MVP/Gather/GatherViewController.swift", "view controller", "uikit", 15),
      file("Sources/MVP/Gather/GatherScreen.swift", "screen", "declarative", 9),
      file("Sources/MVP/Gather/GatherPresenter.swift", "presenter", nil, 22),
      file("Sources/MV/Login/LoginScreen.swift", "screen", "declarative", 36),
    ].sorted { $0.path < $1.path }
    let builder = ReportBuilder(config: config)
    let figures = Report.Figures(
      layers: config.layerNames,
      patterns: ["MVC", "MVP", "MV"].map { name in
        builder.pattern(
          name, files: files.filter { $0.pattern == name },
          tests: TestResults(listed: 0, passed: 0, failed: 0))
      },
      files: files, screens: FileClassifier(config: config).sortedScreens(files.map(\.screen)),
      absentPatterns: [])
    let report = Report(
      header: Report.Header(fingerprint: "0123456789abcdef", toolchain: "Swift 6"),
      figures: figures, timings: nil)
    return SiteContent(report: report, config: config, sources: sources)
  }

  private static func file(_ path: String, _ layer: String, _ ui: String?, _ code: Int)
    -> FileMetrics
  {
    let parts = path.split(separator: "/").map(String.init)
    var file = FileMetrics(
      path: path, pattern: parts[1], isTest: false, layer: layer, screen: parts[2],
      lines: LineCounts(blank: 1, comment: 1, code: code), types: [], imports: [])
    file.ui = ui
    return file
  }
}

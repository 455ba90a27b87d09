import Testing

@testable import MetricsKit

@Suite struct RuleCheckerTests {
  @Test func givenLogicAndViewFiles_whenChecked_thenOnlyForbiddenImportsBreakRules() {
    // Given
    let files = [
      file("Sources/MVP/Login/LoginPresenter.swift", imports: ["Domain", "ViewKit"]),
      file("Sources/MVP/Login/LoginViewController.swift", imports: ["MVC", "ViewKit"]),
      file("Sources/MVP/Login/LoginView.swift", imports: ["MVP", "ViewKit"]),
      file("Tests/MVPTests/LoginPresenterTests.swift", imports: ["MVC"], isTest: true),
    ]

    // When
    let breaks = RuleChecker(config: TestConfig.config).breaks(in: files)

    // Then
    #expect(
      breaks == [
        RuleBreak(
          path: "Sources/MVP/Login/LoginPresenter.swift", module: "ViewKit",
          rule: "logic file imports ViewKit"),
        RuleBreak(
          path: "Sources/MVP/Login/LoginViewController.swift", module: "MVC",
          rule: "pattern imports another pattern"),
      ])
  }

  @Test func givenAPatternFileBuildingWidgets_whenChecked_thenEachWidgetBreaksTheLayoutRule() {
    // Given
    var view = file("Sources/MVP/Login/LoginView.swift", imports: ["ViewKit"])
    view.widgets = ["Button", "TextField"]
    var test = file("Tests/MVPTests/LoginViewTests.swift", imports: ["ViewKit"], isTest: true)
    test.widgets = ["Button"]

    // When
    let breaks = RuleChecker(config: TestConfig.config).breaks(in: [view, test])

    // Then
    #expect(
      breaks == [
        RuleBreak(
          path: "Sources/MVP/Login/LoginView.swift", module: "Button",
          rule: "pattern constructs a widget"),
        RuleBreak(
          path: "Sources/MVP/Login/LoginView.swift", module: "TextField",
          rule: "pattern constructs a widget"),
      ])
  }

  private func file(_ path: String, imports: [String], isTest: Bool = false) -> FileMetrics {
    FileMetrics(
      path: path, pattern: "MVP", isTest: isTest,
      layer: FileClassifier(config: TestConfig.config).layer(ofFile: path), screen: "Login",
      lines: LineCounts(), types: [], imports: imports)
  }
}

@testable import MetricsKit

/// A small fixed report: one pattern, two source files, one test file.
enum ReportFixture {
  /// The report's files, coverage attached.
  static let files: [FileMetrics] = {
    var presenter = FileMetrics(
      path: "Sources/MVP/Login/LoginPresenter.swift", pattern: "MVP", isTest: false,
      layer: "presenter", screen: "Login", lines: LineCounts(blank: 2, comment: 3, code: 20),
      types: [TypeDeclaration(kind: "class", name: "LoginPresenter", line: 3, codeLines: 18)],
      imports: ["Domain"])
    presenter.ownCoverage = Coverage(covered: 9, executable: 12)
    presenter.allCoverage = Coverage(covered: 12, executable: 12)
    var controller = FileMetrics(
      path: "Sources/MVP/Login/LoginViewController.swift", pattern: "MVP", isTest: false,
      layer: "view controller", screen: "Login", lines: LineCounts(blank: 1, comment: 1, code: 10),
      types: [
        TypeDeclaration(kind: "class", name: "LoginViewController", line: 2, codeLines: 7),
        TypeDeclaration(kind: "extension", name: "LoginViewController", line: 10, codeLines: 2),
      ], imports: ["MVC", "ViewKit"])
    controller.ownCoverage = Coverage(covered: 0, executable: 8)
    controller.allCoverage = Coverage(covered: 4, executable: 8)
    let test = FileMetrics(
      path: "Tests/MVPTests/Login/LoginPresenterTests.swift", pattern: "MVP", isTest: true,
      layer: "other", screen: "Login", lines: LineCounts(blank: 3, comment: 0, code: 15),
      types: [TypeDeclaration(kind: "struct", name: "LoginPresenterTests", line: 4, codeLines: 14)],
      imports: ["MVP", "Testing"])
    return [presenter, controller, test]
  }()

  /// The report, built the way a run builds it.
  static let report = report(of: files)

  /// A report of `files` with the fixture's header and test results, built the way a run builds
  /// it, for a test that changes a figure.
  static func report(of files: [FileMetrics]) -> Report {
    Report(
      header: Report.Header(fingerprint: "0123456789abcdef", toolchain: "Swift 6"),
      figures: Report.Figures(
        layers: TestConfig.config.layerNames,
        patterns: [
          ReportBuilder(config: TestConfig.config).pattern(
            "MVP", files: files, tests: TestResults(listed: 4, passed: 4, failed: 0))
        ],
        files: files),
      timings: nil)
  }
}

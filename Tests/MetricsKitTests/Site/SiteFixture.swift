@testable import MetricsKit
@testable import MetricsSite

/// Hand-written stand-in for the checkout: a dictionary of file texts by path.
struct FakeSources: SiteSources {
  let files: [String: String]

  func text(_ path: String) -> String? { files[path] }
}

/// The comparison fixture as a site: MVC and MVP measured, a surviving mutant, a change, and
/// source text with generics and markup that the pages must escape.
enum SiteFixture {
  /// A line of Swift whose `<` must come out escaped.
  static let generic = "let players: Array<Player> = []"
  /// A file name with markup, to be shown, never interpreted.
  static let markup = "<b>bold</b>"

  static let sources = FakeSources(files: [
    "Sources/MVC/Login/LoginViewController.swift":
      "import Domain\n\nfinal class LoginViewController {\n  \(generic)\n  var ok = true\n}\n",
    "Sources/MVP/Login/LoginPresenter.swift":
      "final class LoginPresenter {\n  // \(markup)\n  func login() -> Bool { true }\n}\n",
    "Sources/MVC/Documentation.docc/MVC.md":
      "# ``MVC``\n\nThe view controller does it all, even `Array<Player>`.\n\n## Login flow\n\n"
      + "```swift\nlet a: Set<Int> = []\n```\n",
    "README.md": """
    ## The six patterns, on the Login screen

    ### MVC

    ```mermaid
    flowchart LR
      user(["User"]) -->|"1 taps Login"| vc["LoginViewController"]
      auth -->|"3 success"| vc
      vc -->|"2 login(credentials)"| auth[("AuthService")]
    ```

    ### MVP (no diagram yet)

    """,
    "Changes/nickname/MVC.patch":
      "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-let a = 1\n+let a: Array<Int> = []\n",
  ])

  static let mutation = MutationStatus(
    results: MutationResults(patterns: [
      "MVC": PatternMutation(
        fingerprint: "f", seconds: 12,
        totals: {
          var counts = MutationCounts()
          counts.add(.killed)
          counts.add(.survived)
          return counts
        }(), screens: [:], layers: [:],
        survivors: [
          Survivor(
            file: "Sources/MVC/Login/LoginViewController.swift", line: 5,
            operator: "boolean", before: "  var ok = true", after: "  var ok = false")
        ])
    ]), patterns: [("MVC", "MVC"), ("MVP", "MVP")], stale: [])

  static let changes: ChangeStatus = {
    var cell = ChangeCell()
    cell.codeAdded = 3
    cell.filesTouched = 1
    cell.passed = true
    return ChangeStatus(
      results: ChangeResults(changes: ["nickname": ["MVC": cell, "MVP": cell]], fingerprint: "f"),
      changes: ["nickname"],
      patterns: [.init(name: "MVC", module: "MVC"), .init(name: "MVP", module: "MVP")],
      stale: false)
  }()

  /// The content with every stored result, or with none when `stored` is false.
  static func content(stored: Bool = true) -> SiteContent {
    var report = Report(
      header: Report.Header(fingerprint: "0123456789abcdef", toolchain: "Swift 6"),
      figures: ComparisonFixture.figures, timings: nil)
    if stored {
      report.mutation = mutation
      report.changes = changes
    }
    return SiteContent(report: report, config: ComparisonFixture.config, sources: sources)
  }
}

import Foundation
import Testing

@testable import MetricsKit

/// Files tagged by UI and a pattern measured as two editions.
@Suite struct EditionTests {
  private static let config = MetricsConfig(
    patterns: [
      .init(name: "MVC", sources: "Sources/MVC", tests: "Tests/MVCTests"),
      .init(name: "MVVM", sources: "Sources/MVVM", tests: "Tests/MVVMTests"),
    ],
    layers: [
      .init(name: "view controller", suffixes: ["ViewController"]),
      .init(name: "screen", suffixes: ["Screen"]),
      .init(name: "view model", suffixes: ["ViewModel"], logic: true),
    ],
    otherLayer: "other", logicForbiddenImports: ["ViewKit", "DeclarativeKit"],
    screens: ["Login"], rootScreen: "(root)",
    uis: [
      .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit", "Layouts"]),
      .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
    ])

  private static let mvvm: [String: String] = [
    "Sources/MVVM/Login/LoginViewModel.swift": "import Domain\nfinal class LoginViewModel {}\n",
    "Sources/MVVM/Login/LoginViewController.swift":
      "import Layouts\nimport ViewKit\nfinal class LoginViewController {\n  let a = 1\n}\n",
    "Sources/MVVM/Login/LoginScreen.swift":
      "import DeclarativeKit\nimport ViewKit\nstruct LoginScreen {\n  let a = 1\n  let b = 2\n}\n",
    "Tests/MVVMTests/Login/LoginScreenTests.swift":
      "import Testing\n@testable import MVVM\nstruct LoginScreenTests {}\n",
    "Tests/MVVMTests/Login/LoginViewControllerTests.swift":
      "import Testing\nstruct LoginViewControllerTests {}\n",
    "Tests/MVVMTests/Login/LoginViewModelTests.swift":
      "import Testing\nstruct LoginViewModelTests {}\n",
  ]

  private func analyzed() throws -> [FileMetrics] {
    let root = try PackageTree.make(Self.mvvm)
    defer { try? FileManager.default.removeItem(at: root) }
    return try FileAnalyzer(root: root, config: Self.config).analyze(Self.config.patterns[1])
  }

  @Test func givenFilesOfTwoUIs_whenAnalyzed_thenEachIsTaggedByItsImportsAndTestsByTheirSubject()
    throws
  {
    // When
    let files = try analyzed()

    // Then: the screen imports ViewKit too, and the UI listed last wins
    let tags = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.ui ?? "logic") })
    #expect(
      tags == [
        "Sources/MVVM/Login/LoginScreen.swift": "declarative",
        "Sources/MVVM/Login/LoginViewController.swift": "uikit",
        "Sources/MVVM/Login/LoginViewModel.swift": "logic",
        "Tests/MVVMTests/Login/LoginScreenTests.swift": "declarative",
        "Tests/MVVMTests/Login/LoginViewControllerTests.swift": "uikit",
        "Tests/MVVMTests/Login/LoginViewModelTests.swift": "logic",
      ])
  }

  @Test func givenAnExtensionImportingOnlyWhatBothUIsShare_whenTagged_thenItTakesItsTypesTag() {
    // Given
    let config = MetricsConfig(
      patterns: [], layers: [], otherLayer: "other", logicForbiddenImports: [], screens: [],
      rootScreen: "(root)",
      uis: [
        .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
        .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
      ],
      uiSharedImports: ["Layouts"])
    let imports = [
      "Sources/MV/List/ListScreen.swift": ["DeclarativeKit", "Layouts"],
      "Sources/MV/List/ListScreen+Actions.swift": ["Layouts"],
      "Sources/MV/List/Rows.swift": ["Layouts"],
      "Sources/MV/Models/Squad.swift": ["Domain"],
    ]

    // When
    let tags = imports.keys.sorted().map { path in
      config.ui(of: path, importing: imports[path] ?? []) { imports[$0] } ?? "logic"
    }

    // Then: the extension as its screen, a lone Layouts file as the first UI, a model as logic
    #expect(tags == ["declarative", "declarative", "uikit", "logic"])
  }

  @Test func givenAFileOneUIAloneUses_whenARoleRuleNamesIt_thenItTakesThatUI() {
    // Given: the declarative UI's path imports only Observation
    let config = MetricsConfig(
      patterns: [], layers: [], otherLayer: "other", logicForbiddenImports: [], screens: [],
      rootScreen: "(root)",
      uis: [
        .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
        .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
      ],
      roleRules: [.init(role: .secondUI, paths: ["Sources/MVVM/App/RoutePath.swift"])])

    // When
    let path = config.ui(of: "Sources/MVVM/App/RoutePath.swift", importing: ["Observation"]) {
      _ in nil
    }
    let model = config.ui(of: "Sources/MVVM/Login/LoginViewModel.swift", importing: ["Domain"]) {
      _ in nil
    }

    // Then
    #expect(path == "declarative")
    #expect(model == nil)
  }

  @Test func givenAViewStateImportingOnlyWhatBothUIsShare_whenTagged_thenItTakesItsLayersUI() {
    // Given: view states hold Layouts' values and are the declarative UI's view
    let config = MetricsConfig(
      patterns: [],
      layers: [
        .init(name: "view state", suffixes: ["ViewState"], ui: "declarative"),
        .init(name: "presenter", suffixes: ["Presenter"], logic: true),
      ],
      otherLayer: "other", logicForbiddenImports: [], screens: [], rootScreen: "(root)",
      uis: [
        .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
        .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
      ],
      uiSharedImports: ["Layouts"])
    let imports = [
      "Sources/MVP/Login/LoginPresenter.swift": ["Domain"],
      "Sources/MVP/Login/LoginViewState.swift": ["Layouts", "Observation"],
      "Tests/MVPTests/Login/LoginViewStateTests.swift": ["Layouts", "Testing"],
    ]

    // When
    let tags = imports.keys.sorted().map { path in
      config.ui(of: path, importing: imports[path] ?? []) { imports[$0] } ?? "logic"
    }

    // Then: the view state and its tests are declarative, the presenter stays logic
    #expect(tags == ["logic", "declarative", "declarative"])
  }

  @Test func givenAPatternWithTwoUIs_whenMeasuredByEdition_thenEachHasTheLogicAndItsOwnUI() throws {
    // Given
    let files = try analyzed()
    let suites = ["LoginScreenTests", "LoginViewControllerTests", "LoginViewModelTests"]
    let builder = ReportBuilder(config: Self.config)

    // When
    let uikit = try #require(
      builder.edition("MVVM", ui: "uikit", files: files, testSuites: suites))
    let declarative = try #require(
      builder.edition("MVVM", ui: "declarative", files: files, testSuites: suites))

    // Then
    #expect(uikit.files == 2)
    #expect(uikit.lines.code == 2 + 5)
    #expect(uikit.tests.listed == 2)
    #expect(uikit.layers.map(\.name) == ["view controller", "view model"])
    #expect(declarative.files == 2)
    #expect(declarative.lines.code == 2 + 6)
    #expect(declarative.tests.listed == 2)
    #expect(declarative.layers.map(\.name) == ["screen", "view model"])
  }

  @Test func givenAPatternWithOneUI_whenItsSecondEditionIsAsked_thenThereIsNone() throws {
    // Given
    let files = try analyzed().filter { !$0.path.contains("Screen") }

    // When
    let edition = ReportBuilder(config: Self.config).edition(
      "MVVM", ui: "declarative", files: files)

    // Then
    #expect(edition == nil)
  }

  @Test func givenAPatchTouchingLogicAndAUI_whenMeasured_thenItsLinesAreSplitByTag() {
    // Given
    let patch = """
      diff --git a/Sources/MVVM/Login/LoginViewModel.swift b/Sources/MVVM/Login/LoginViewModel.swift
      --- a/Sources/MVVM/Login/LoginViewModel.swift
      +++ b/Sources/MVVM/Login/LoginViewModel.swift
      @@ -1,2 +1,3 @@
       import Domain
       final class LoginViewModel {}
      +let nickname = 1
      diff --git a/Sources/MVVM/Login/LoginScreen.swift b/Sources/MVVM/Login/LoginScreen.swift
      --- a/Sources/MVVM/Login/LoginScreen.swift
      +++ b/Sources/MVVM/Login/LoginScreen.swift
      @@ -1,2 +1,4 @@
       import DeclarativeKit
       struct LoginScreen {}
      +let a = 1
      +let b = 2

      """

    // When
    let cell = PatchStatistics.measure(
      patch, before: { Self.mvvm[$0] },
      tag: { _, source in
        Self.config.ui(importing: ImportScanner.imports(in: source)) ?? "logic"
      })

    // Then
    #expect(cell.byUI == ["logic": 1, "declarative": 2])
    #expect(cell.codeAdded == 3)
  }

  @Test func givenMutantsSplitByUI_whenAnEditionIsCounted_thenOnlyItsTagsCount() {
    // Given
    var logic = MutationCounts()
    logic.add(.killed)
    logic.add(.survived)
    var screen = MutationCounts()
    screen.add(.killed)
    var total = MutationCounts()
    for outcome in [MutantOutcome.killed, .survived, .killed] { total.add(outcome) }
    let stored = PatternMutation(
      fingerprint: "f", seconds: 1, totals: total, screens: [:], layers: [:], survivors: [],
      uis: ["logic": logic, "declarative": screen])

    // When
    let uikit = stored.counts(tagged: ["logic", "uikit"])
    let all = stored.counts(tagged: nil)

    // Then
    #expect(uikit.mutants == 2)
    #expect(uikit.score == 50)
    #expect(all.mutants == 3)
  }
}

import Foundation
import MetricsKit
import Testing

/// Files tagged by UI, a pattern measured as two editions, and what survives a UI rewrite.
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
    ],
    uiRewriteLessons: ["MVC": "The controller is the UI."])

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

  @Test func givenAFileOneUIAloneUses_whenListedInTheConfiguration_thenItTakesThatUI() {
    // Given: the declarative UI's path imports only Observation
    let config = MetricsConfig(
      patterns: [], layers: [], otherLayer: "other", logicForbiddenImports: [], screens: [],
      rootScreen: "(root)",
      uis: [
        .init(name: "uikit", title: "UIKit-shaped UI", imports: ["ViewKit"]),
        .init(name: "declarative", title: "declarative UI", imports: ["DeclarativeKit"]),
      ],
      uiFiles: ["Sources/MVVM/App/RoutePath.swift": "declarative"])

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

  @Test func givenAPortRecorded_whenTheSectionIsRendered_thenItSplitsLinesAndNamesTheLesson() throws
  {
    // Given
    let files = try analyzed()
    let builder = ReportBuilder(config: Self.config)
    let controller = FileMetrics(
      path: "Sources/MVC/Login/LoginViewController.swift", pattern: "MVC", isTest: false,
      layer: "view controller", screen: "Login", lines: LineCounts(blank: 0, comment: 0, code: 9),
      types: [], imports: ["ViewKit"])
    var tagged = controller
    tagged.ui = "uikit"
    let mvc = try #require(builder.edition("MVC", ui: "uikit", files: [tagged]))
    let figures = Report.Figures(
      layers: Self.config.layerNames,
      patterns: [mvc, try #require(builder.edition("MVVM", ui: "uikit", files: files))],
      files: [tagged] + files,
      editions: [
        "declarative": [try #require(builder.edition("MVVM", ui: "declarative", files: files))]
      ])
    let rewrite = UIRewrite(
      patterns: [
        "MVVM": .init(
          base: "aaaaaaaaaaaaaaaa", head: "bbbbbbbbbbbbbbbb",
          files: [
            .init(path: "Sources/MVVM/Login/LoginViewModel.swift", added: 3, removed: 1, ui: nil),
            .init(
              path: "Sources/MVVM/Login/LoginScreen.swift", added: 6, removed: 0,
              ui: "declarative"),
          ]),
        // Recorded by another port, over its own commits.
        "MVC": .init(base: "cccccccccccccccc", head: "dddddddddddddddd", files: []),
      ])

    // When
    let renderer = UIRewriteRenderer(figures: figures, rewrite: rewrite, config: Self.config)
    let text = renderer.section()

    // Then
    #expect(renderer.rows.map(\.logic) == [0, 2])
    #expect(renderer.rows.map(\.reused) == ["–", "25.0 %"])
    #expect(text.contains("| MVC | 0 | 9 | – | – | no second UI |"))
    #expect(text.contains("| MVVM | 2 | 5 | 6 | 25.0 % | +3 −1 in 1 file |"))
    #expect(text.contains("- MVVM: `git diff --numstat aaaaaaaaaaaa bbbbbbbbbbbb -- Sources/<P>`"))
    #expect(text.contains("- MVC: `git diff --numstat cccccccccccc dddddddddddd -- Sources/<P>`"))
    #expect(text.contains("- **MVC**: The controller is the UI."))
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

  @Test func givenAPatternWithOnlyItsSecondUI_whenTheSectionIsRendered_thenItWasBornThere() throws {
    // Given
    let files = try analyzed().filter { !$0.path.contains("ViewController") }
    let builder = ReportBuilder(config: Self.config)
    let whole = try #require(builder.edition("MVVM", ui: nil, files: files))
    let figures = Report.Figures(
      layers: Self.config.layerNames, patterns: [whole], files: files,
      editions: [
        "declarative": [try #require(builder.edition("MVVM", ui: "declarative", files: files))]
      ])

    // When
    let text = UIRewriteRenderer(figures: figures, rewrite: nil, config: Self.config).section()

    // Then
    #expect(text.contains("| MVVM | 2 | 0 | 6 | 25.0 % | born declarative: nothing ported |"))
  }
}

import Testing

@testable import MetricsKit

/// The second UI as the code stands today: the current files booked by the port's roles, and the
/// sentences generated from them.
@Suite struct RewriteTodayTests {
  private static func source(_ path: String, _ imports: [String], code: Int) -> FileMetrics {
    let pattern = String(path.split(separator: "/")[1])
    return FileMetrics(
      path: path, pattern: pattern, isTest: false, layer: "other", screen: "Login",
      lines: LineCounts(blank: 0, comment: 0, code: code), types: [], imports: imports)
  }

  /// VIP: 100 lines only for the second UI, 140 shared, 60 of the first UI; MVVM: `mvvmScreen`
  /// only for the second UI, 120 shared, 70 of the first UI; MV: 55, born declarative.
  private static func files(mvvmScreen: Int = 40, vipPresenter: Int = 100) -> [FileMetrics] {
    [
      source("Sources/VIP/Login/LoginViewState.swift", ["Layouts"], code: 50),
      source("Sources/VIP/Login/LoginScreen.swift", ["DeclarativeKit"], code: 30),
      source("Sources/VIP/App/SceneStack.swift", ["DeclarativeKit"], code: 20),
      source("Sources/VIP/Login/LoginRouter.swift", ["Domain"], code: 40),
      source("Sources/VIP/Login/LoginPresenter.swift", ["Domain"], code: vipPresenter),
      source("Sources/VIP/Login/LoginViewController.swift", ["ViewKit"], code: 60),
      FileMetrics(
        path: "Tests/VIPTests/Login/LoginPresenterTests.swift", pattern: "VIP", isTest: true,
        layer: "other", screen: "Login", lines: LineCounts(blank: 0, comment: 0, code: 500),
        types: [], imports: ["Testing"]),
      source("Sources/MVVM/Login/LoginViewModel.swift", ["Domain"], code: 120),
      source("Sources/MVVM/Login/LoginScreen.swift", ["DeclarativeKit"], code: mvvmScreen),
      source("Sources/MVVM/Login/LoginViewController.swift", ["ViewKit"], code: 70),
      source("Sources/MV/Login/LoginScreen.swift", ["DeclarativeKit"], code: 45),
      source("Sources/MV/App/MVApp.swift", ["DeclarativeKit"], code: 10),
    ]
  }

  private func today(_ files: [FileMetrics]) -> RewriteToday {
    RewriteToday(
      rewriteRows: RewriteRows(
        patterns: ["MVC", "VIP", "MVVM", "MV"], rewrite: RewriteFixture.rewrite(),
        config: RewriteFixture.config),
      files: files, config: RewriteFixture.config)
  }

  @Test func givenTheCurrentFiles_whenBookedByRole_thenEachPatternWithASecondUIHasItsRow() {
    // When
    let text = today(Self.files()).text()

    // Then: MVC has no second UI, so no row; tests are not code
    #expect(text.contains("| VIP | 50 | 30 | 20 | **100** | 40 | 100 | 240 | 60 | 200 |"))
    #expect(text.contains("| MVVM | 0 | 40 | 0 | **40** | 0 | 120 | 160 | 70 | 190 |"))
    #expect(text.contains("| MV | 0 | 45 | 10 | **55** | 0 | 0 | 55 | – | – |"))
    #expect(!text.contains("| MVC |"))
    #expect(
      text.contains("| Declarative edition | UIKit-shaped UI | UIKit-shaped edition |"))
  }

  @Test func givenTheCurrentFiles_whenDescribed_thenTheSentencesComeFromTheFigures() {
    // When
    let sentences = today(Self.files()).sentences()

    // Then
    #expect(
      sentences == [
        "Today the code that exists only for the declarative UI (adapters, screens, its "
          + "navigation and root): least **MVVM** (40), most **VIP** (100, 2.5× the least).",
        "Among the patterns with two UIs, the smallest declarative edition is **MVVM**'s (160 "
          + "code lines), 2.9× **MV**'s (55), which was born in that UI.",
      ])
  }

  @Test func givenALargerScreen_whenDescribed_thenBothSentencesFollowTheFigure() {
    // When: MVVM's screen has 60 code lines instead of 40
    let sentences = today(Self.files(mvvmScreen: 60)).sentences()

    // Then
    #expect(
      sentences.first?.hasSuffix("least **MVVM** (60), most **VIP** (100, 1.7× the least).") == true
    )
    #expect(sentences.last?.contains("**MVVM**'s (180 code lines), 3.3× **MV**'s (55)") == true)
  }

  @Test func givenTwoEditionsWithinFivePercent_whenDescribed_thenTheyAreNamedTogether() {
    // Given: VIP's declarative edition 165 against MVVM's 160
    let files = Self.files(vipPresenter: 25)

    // When
    let sentence = today(files).sentences().last

    // Then
    #expect(
      sentence
        == "Among the patterns with two UIs, the smallest declarative editions, about the same, "
        + "are **MVVM**'s and **VIP**'s (160, 165 code lines), from 2.9× **MV**'s (55), which "
        + "was born in that UI.")
  }
}

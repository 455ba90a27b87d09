import Testing

@testable import MetricsKit

/// The lessons generated from the figures: a figure that changes changes the sentence.
@Suite struct RewriteLessonsTests {
  private let lessons = RewriteLessons(titles: RewriteTitles(config: RewriteFixture.config))

  private func cost(_ port: UIRewrite.Port, _ pattern: String = "VIP") -> RewriteCost {
    RewriteCost(pattern: pattern, port: port, config: RewriteFixture.config)
  }

  @Test func givenAPort_whenItsLessonIsWritten_thenItNamesTheLargestCostsAndTheLogic() {
    // When
    let sentence = lessons.lesson(cost(RewriteFixture.vip()))

    // Then
    #expect(
      sentence
        == "VIP's declarative UI cost 132 code lines, most in adapters (50) and screens (30); "
        + "its presentation logic changed +9 −2; its UIKit-shaped UI changed +0 −3 in `Helper`; "
        + "the shared navigation it changed: `LoginRouter`; of the 32 lines it changed in shared "
        + "code and the UIKit-shaped UI, 0 are mechanical and 32 change behaviour; 8 more lines "
        + "moved verbatim between files, counted apart.")
  }

  @Test func givenTheLogicFigureChanged_whenTheLessonIsWritten_thenTheSentenceFollows() {
    // When: the presenter gained 60 lines instead of 5
    let sentence = lessons.lesson(cost(RewriteFixture.vip(presenterAdded: 60)))

    // Then: the logic is now the largest cost and leads the sentence
    #expect(
      sentence.hasPrefix(
        "VIP's declarative UI cost 187 code lines, most in presentation logic (+64 −2) and "
          + "adapters (50);"))
    #expect(!sentence.contains("its presentation logic changed"))
  }

  @Test func givenMechanicalLinesChanged_whenTheLessonIsWritten_thenTheSplitFollows() {
    // Given
    let many = lessons.lesson(cost(RewriteFixture.mvvmPort(mechanical: 20), "MVVM"))

    // When: 5 of the view model's lines each way are mechanical instead of 20
    let few = lessons.lesson(cost(RewriteFixture.mvvmPort(mechanical: 5), "MVVM"))

    // Then
    #expect(
      many.contains(
        "of the 90 lines it changed in shared code and the UIKit-shaped UI, "
          + "40 are mechanical and 50 change behaviour"))
    #expect(few.contains("10 are mechanical and 80 change behaviour"))
  }

  @Test func givenTheFirstUIAmongTheLargestCosts_whenTheLessonIsWritten_thenItsFilesAreNamed() {
    // Given: MVVM's view controller changed 20 lines, its second-largest cost after the screen
    let port = UIRewrite.Port(
      base: "b", head: "h",
      files: [
        RewriteFixture.file(
          "Sources/MVVM/Login/LoginScreen.swift", base: nil, head: ["DeclarativeKit"], added: 35),
        RewriteFixture.file(
          "Sources/MVVM/Login/LoginViewController.swift", base: ["ViewKit"], head: ["ViewKit"],
          added: 9, removed: 11),
      ])

    // When
    let sentence = lessons.lesson(cost(port, "MVVM"))

    // Then
    #expect(
      sentence
        == "MVVM's declarative UI cost 55 code lines, most in screens (35) and the existing "
        + "UIKit-shaped UI (+9 −11); its presentation logic did not change; the UIKit-shaped UI "
        + "it changed: `LoginViewController`; of the 20 lines it changed in shared code and the "
        + "UIKit-shaped UI, 0 are mechanical and 20 change behaviour.")
  }

  @Test func givenPortsWithAndWithoutAdapters_whenSummarised_thenAtMostFourSentencesFromFigures() {
    // Given
    let costs = [cost(RewriteFixture.vip()), cost(RewriteFixture.mvvm, "MVVM")]

    // When
    let sentences = lessons.summary(costs)

    // Then: VIP's logic (11 of 132 lines) is more than a twentieth, so not "almost unchanged"
    #expect(
      sentences == [
        "VIP changed its presentation logic (+9 −2 code lines) and paid for adapters instead "
          + "(50 lines).",
        "MVVM needed no adapter; its presentation logic changed +40 −30 code lines, more than "
          + "any pattern with adapters.",
        "Of the lines each port changed in shared code and the existing UIKit-shaped UI, "
          + "mechanical by the rule above: VIP 0 of 32 and MVVM 40 of 90; the rest change "
          + "behaviour.",
        "Shared navigation changed in VIP (+12 −6); in MVVM it did not.",
      ])
  }

  @Test func givenALogicChangeOfAtMostATwentieth_whenSummarised_thenItIsAlmostUnchanged() {
    // Given: 3 logic lines of 118
    let port = UIRewrite.Port(
      base: "b", head: "h",
      files: [
        RewriteFixture.file("Sources/VIP/Login/LoginPresenter.swift", added: 2, removed: 1),
        RewriteFixture.file(
          "Sources/VIP/Login/LoginViewState.swift", base: nil, head: ["Layouts"], added: 115),
      ])

    // When
    let sentences = lessons.summary([cost(port)])

    // Then
    #expect(sentences.first?.hasPrefix("VIP kept its presentation logic almost unchanged") == true)
    #expect(sentences.last == "No port changed shared navigation.")
  }
}

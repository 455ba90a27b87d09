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
        + "its presentation logic changed +9 −2; its UIKit-shaped UI changed +0 −3; the shared "
        + "navigation it changed: `LoginRouter`; 8 more lines moved verbatim between files, "
        + "counted apart.")
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

  @Test func givenPortsWithAndWithoutAdapters_whenSummarised_thenAtMostThreeSentencesFromFigures() {
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

import Testing

@testable import MetricsKit
@testable import MetricsSite

@Suite struct SiteContentScreenTests {
  @Test func givenAFileTheFiguresDoNotListYet_whenItsScreenIsAsked_thenItsFolderSaysSo() {
    // Given: stored results may name a file measured after the committed figures
    let content = SiteFixture.content()
    let pattern = ComparisonFixture.config.patterns[0]

    // When
    let screens = [
      content.screen(of: pattern.sources + "/Gather/GatherFeature.swift"),
      content.screen(of: pattern.sources + "/Loose.swift"),
      content.screen(of: "Sources/Elsewhere/File.swift"),
    ]

    // Then: a screen folder, else the root screen
    #expect(screens == ["Gather", "(root)", "(root)"])
  }
}

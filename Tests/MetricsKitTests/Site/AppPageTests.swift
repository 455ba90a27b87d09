import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The app's page: the terminal's pictures of the screens, inline, each linking its screen page.
@Suite struct AppPageTests {
  private static func content(_ files: [String: String]) -> SiteContent {
    let fixture = SiteFixture.content()
    return SiteContent(
      report: fixture.report, config: ComparisonFixture.config, sources: FakeSources(files: files))
  }

  @Test func givenAPictureOfAScreen_whenThePageIsMade_thenItShowsItInlineUnderItsScreen() throws {
    // Given
    let svg = "<?xml version=\"1.0\"?>\n<svg width=\"608\"><text>Login</text></svg>\n"
    let screen = try #require(SiteFixture.content().screens.first)

    // When
    let page = AppPage(content: Self.content([AppPage.image(of: screen): svg])).page()

    // Then: the image without its prolog, under a link to the screen's page
    #expect(page.body.contains("<figure class=\"app\"><svg width=\"608\"><text>Login</text></svg>"))
    #expect(!page.body.contains("<?xml"))
    #expect(page.body.contains(ScreenPage.path(screen)))
  }

  @Test func givenNoPictures_whenThePageIsMade_thenItNamesTheCommandThatMakesThem() {
    // When
    let page = AppPage(content: Self.content([:])).page()

    // Then
    #expect(page.body.contains("scripts/screenshots"))
  }

  @Test func givenScreenFolderNames_whenTheirPicturesAreNamed_thenTheNamesAreKebabCase() {
    #expect(AppPage.image(of: "PlayerList") == "Screenshots/app-player-list.svg")
    #expect(AppPage.image(of: "Login") == "Screenshots/app-login.svg")
  }
}

import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// Which UI a pair page shows: the first UI both patterns are written in, so MV (declarative
/// only) faces a two-UI pattern's declarative screen rather than its view controller.
@Suite struct PairPageEditionTests {
  private static let files = SiteBuilder(content: TwoUIFixture.content()).files()

  private static func page(_ path: String) throws -> String {
    try #require(files.first { $0.path == path }).text
  }

  @Test func givenMVPWithTwoUIsAndMVWithOne_whenTheirLoginPairIsMade_thenTheScreensFaceEachOther()
    throws
  {
    // Given MVP in both UIs and MV in the declarative UI only
    // When their Login pair page is made
    let page = try Self.page("screens/Login/MVP-MV.html")

    // Then: both in the declarative UI, screen beside screen, no UIKit-shaped file shown
    #expect(page.contains("<h3>screen: <code>LoginScreen</code> ↔ <code>LoginScreen</code></h3>"))
    #expect(!page.contains("MV has no view controller file"))
    #expect(!page.contains("MVP has no screen file"))
    #expect(!page.contains("LoginViewController"))
    #expect(page.contains("Both in their declarative UI"))
  }

  @Test func givenMVPWithTwoUIsAndMV_whenTheirLoginPairIsMade_thenTheSummaryCountsTheFilesShown()
    throws
  {
    // Given MVP's declarative Login: its screen (12), its view state (20), its presenter (30)
    // When
    let page = try Self.page("screens/Login/MVP-MV.html")

    // Then: the header counts what the sections show, never the other UI's files
    #expect(
      page.contains("<p class=\"summary\"><strong>MVP</strong>: 3 files, 62 lines of code"))
    #expect(page.contains("<strong>MV</strong>: 1 file, 36 lines of code"))
  }

  @Test func givenMVCAndMVWithNoUIInCommon_whenTheirLoginPairIsMade_thenEachShowsItsOwnAndSaysSo()
    throws
  {
    // Given MVC in the UIKit-shaped UI only and MV in the declarative UI only
    // When
    let page = try Self.page("screens/Login/MVC-MV.html")

    // Then: each in its own UI, the page saying why nothing faces anything
    #expect(page.contains("<h3>view controller: <code>LoginViewController</code> ↔ —</h3>"))
    #expect(page.contains("<h3>screen: — ↔ <code>LoginScreen</code></h3>"))
    #expect(
      page.contains(
        "MVC is written in the UIKit-shaped UI only and MV is written in the declarative UI only"))
  }

  @Test func givenMVCAndMVPBothInTheFirstUI_whenTheirLoginPairIsMade_thenItShowsThatUIUnremarked()
    throws
  {
    // Given MVC and MVP, both written in the UIKit-shaped UI
    // When
    let page = try Self.page("screens/Login/MVC-MVP.html")

    // Then: view controller beside view controller, no declarative file, no edition note
    #expect(
      page.contains(
        "<h3>view controller: <code>LoginViewController</code> ↔ <code>LoginViewController</code></h3>"
      ))
    #expect(!page.contains("LoginScreen"))
    #expect(!page.contains("class=\"edition\""))
  }
}

import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The two-UI pages of the repository's own figures: one for each pattern written in both UIs.
@Suite struct TwoUIFromCommittedMetricsTests {
  @Test func givenTheCommittedFigures_whenTheSiteIsMade_thenTheSixPatternsWithTwoUIsHaveAPage()
    throws
  {
    // Given the committed report
    let content = try SiteFromCommittedMetricsTests.content()
    // When the patterns with two UIs are found
    let patterns = TwoUIPage.patterns(content)
    // Then they are the six, MVC and MV (one UI each) not among them
    #expect(patterns == ["MVVM", "MVP", "MVP-C", "VIP", "VIPER", "UDF"])
  }

  @Test func givenMVPsPlayerList_whenPaired_thenControllerFacesScreenViewFacesViewState() throws {
    // Given MVP's page from the committed figures
    let content = try SiteFromCommittedMetricsTests.content()
    let html = TwoUIPage(content: content, pattern: "MVP").page().body
    let headings = html.components(separatedBy: "<h3>").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
    let folder = "Sources/MVP/PlayerList/"
    // Then the view controller faces the screen and the view (not its extension) the view state
    #expect(
      headings.contains {
        $0.hasPrefix("view controller ↔ screen")
          && $0.contains(folder + "PlayerListViewController.swift")
          && $0.contains(folder + "PlayerListScreen.swift")
      })
    #expect(
      headings.contains {
        $0.hasPrefix("view ↔ view state") && $0.contains(folder + "PlayerListView.swift")
          && $0.contains(folder + "PlayerListViewState.swift")
      })
    // And the view's table extension, which no declarative file replaces, stands alone
    #expect(
      headings.contains {
        $0.hasPrefix("view: ") && $0.contains(folder + "PlayerListView+Table.swift")
          && $0.hasSuffix("↔ —</h3>")
      })
    // And the presenter, logic both UIs share, is listed once
    let presenter = "<code>\(folder)PlayerListPresenter.swift</code>"
    #expect(html.components(separatedBy: presenter).count == 2)
  }
}

import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The pages of the site with most code behind them — `PairPage`, `MutantsPage` and
/// `OverviewCharts` — on the fixture's two patterns.
@Suite struct SitePageFilesTests {
  private static let content = SiteFixture.content()

  @Test func givenTwoPatterns_whenPaired_thenOnePairPageComparesThemPerScreen() {
    // When
    let pairs = PairPage.pairs(Self.content)

    // Then
    #expect(pairs == [["MVC", "MVP"]])
    #expect(PairPage.path("Login", ["MVC", "MVP"]) == "screens/Login/MVC-MVP.html")
  }

  @Test func givenStoredMutants_whenTheMutantsPageIsMade_thenItListsEachSurvivorInItsCode() {
    // When
    let page = MutantsPage(content: Self.content).page()

    // Then
    #expect(page.path == MutantsPage.path)
    #expect(page.body.contains("<code>Sources/MVC/Login/LoginViewController.swift:5</code>"))
  }

  @Test func givenNoStoredMutants_whenTheMutantsPageIsMade_thenItSaysHowToMeasureThem() {
    // When
    let page = MutantsPage(content: SiteFixture.content(stored: false)).page()

    // Then
    #expect(page.body.contains("scripts/metrics --mutation"))
  }

  @Test func givenTheFixture_whenTheOverviewChartsAreDrawn_thenEachIsAFigureWithItsTable() {
    // When
    let charts = OverviewCharts(content: Self.content).codeByLayer()

    // Then
    #expect(charts.contains("<figure class=\"chart\""))
    #expect(charts.contains("<table>"))
  }
}

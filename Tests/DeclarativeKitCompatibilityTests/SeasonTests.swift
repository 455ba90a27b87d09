@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct SeasonTests {
  private func launch() -> Driver {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let scene = NavigationHostingController(rootView: SeasonView().environment(\.timeZone, utc))
    return Driver(window: Window(rootViewController: scene))
  }

  private func fixtures(_ driver: Driver) throws -> [String] {
    try driver.rows(in: "fixtures").flatMap { $0.map(\.text) }
  }

  @Test func givenTheApp_whenLaunched_thenTheFixturesSidebarIsShownOverTheTabBar() {
    // Given
    let driver = launch()
    // When
    let text = driver.render(width: 40)
    // Then
    #expect(
      text == """
                        Fixtures
        ----------------------------------------
        [(Opponent)__________]
        Rovers
        United
        ────────────────────────────────────────
        [• Fixtures]  [New]  [Badges]
        """)
  }

  @Test func givenTheFixtures_whenSearching_thenOnlyMatchingOpponentsAreListed() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.type("uni", into: "search")
    // Then
    #expect(try fixtures(driver) == ["United"])
  }

  @Test func givenTheSidebar_whenAFixtureIsSelected_thenItsDetailIsPushed() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "fixtures")
    // Then
    #expect(driver.title == "United")
    #expect(driver.render(width: 40).hasSuffix("Venue Away"))
    try await driver.goBack()
    #expect(driver.title == "Fixtures")
  }

  @Test func givenTheNewTab_whenTheFormIsFilledAndAdded_thenTheFixturesListIt() async throws {
    // Given
    let driver = launch()
    try await driver.tap("New")
    #expect(driver.focusedField == "opponent")
    // When
    try await driver.type("City", into: "opponent")
    try await driver.submit("opponent")
    #expect(driver.focusedField == "venue")
    try await driver.type("Home", into: "venue")
    try await driver.type("2026-03-01", into: "Kick-off")
    #expect(driver.render(width: 40).contains("Kick-off [2026-04-01"))
    try await driver.tap("Add fixture")
    // Then
    #expect(try fixtures(driver) == ["Rovers", "United", "City"])
    #expect(driver.render(width: 40).hasSuffix("[• Fixtures]  [New]  [Badges]"))
  }

  @Test func givenTheBadgesTab_whenShown_thenTheGridDrawsEachBadge() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.tap("Badges")
    // Then: the scene keeps its (empty) bar, a deviation; the grid stacks its items.
    #expect(
      driver.render(width: 40) == """

        ----------------------------------------
        [star.fill]
        Clean sheet
        [star.fill]
        Hat-trick
        [star.fill]
        Comeback
        ────────────────────────────────────────
        [Fixtures]  [New]  [• Badges]
        """)
  }

  @Test func givenThePreviews_whenRendered_thenTheyDrawTheBadgesAndADetail() {
    // Given
    let preview = SeasonView_Previews.makePreview()
    // When
    let lines = preview.renderedLines(width: 40)
    // Then
    #expect(lines.prefix(2) == ["[star.fill]", "Clean sheet"])
    #expect(lines.last == "Venue Home")
  }
}

@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct ClubTests {
  private func launch() -> Driver {
    Driver(window: Window(rootViewController: NavigationHostingController(rootView: ClubView())))
  }

  private func choose(_ item: String, _ driver: Driver) async throws {
    try await driver.tap("More")
    try await driver.tapAlertAction(item)
  }

  @Test func givenTheClub_whenAMemberLinkIsTapped_thenTheTypedPathPushesTheMember() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "members")
    // Then
    #expect(try driver.text(of: "member") == "Bo")
  }

  @Test func givenTheMenu_whenSettingsAndInviteAreChosen_thenTheirScreensArePushed() async throws {
    // Given
    let driver = launch()
    // When
    try await choose("Settings", driver)
    #expect(driver.title == "Settings")
    try await driver.goBack()
    try await choose("Invite Ana", driver)
    // Then
    #expect(driver.title == "Invite")
    #expect(driver.render().contains("Invite Ana"))
  }

  @Test func givenTheMenu_whenEditIsChosen_thenAnItemSheetShowsTheMember() async throws {
    // Given
    let driver = launch()
    // When
    try await choose("Edit Bo", driver)
    // Then
    #expect(try driver.text(of: "editing") == "Editing Bo")
    try await driver.goBack()
    #expect(driver.title == "Club")
  }

  @Test func givenAnAlertWithoutButtons_whenShown_thenItsOKDismissesIt() async throws {
    // Given
    let driver = launch()
    // When
    try await choose("Save", driver)
    #expect(driver.alert?.actions == ["OK"])
    try await driver.tapAlertAction("OK")
    // Then
    #expect(driver.alert == nil)
  }

  @Test func givenReorderByItsAccessibilityLabel_whenARowIsMoved_thenTheMembersFollow()
    async throws
  {
    // Given
    let driver = launch()
    // When
    try await driver.tap("Reorder members")
    try await driver.moveRow(
      from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0), in: "members")
    // Then
    #expect(try driver.rows(in: "members")[0].map(\.text) == ["Bo", "Ana", "Rules"])
  }
}

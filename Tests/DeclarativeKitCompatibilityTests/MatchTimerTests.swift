@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct MatchTimerTests {
  private func launch() -> Driver {
    Driver(
      window: Window(rootViewController: NavigationHostingController(rootView: MatchTimerView())))
  }

  @Test func givenTheTimer_whenEditIsTapped_thenTheSettingsSheetShowsTheMinutes() async throws {
    // Given
    let driver = launch()
    // When
    try await driver.tap("Edit")
    // Then
    #expect(driver.title == "Settings")
    #expect(try driver.value(of: "minutes") == 10)
    #expect(driver.render().contains("Minutes: 10"))
  }

  @Test func givenTheSheet_whenMinutesAreSteppedAndDoneTapped_thenTheTimerShowsThemAndSaves()
    async throws
  {
    // Given
    let driver = launch()
    try await driver.tap("Edit")
    // When
    try await driver.stepUp("minutes")
    try await driver.stepUp("minutes")
    try await driver.tap("Done")
    // Then
    #expect(driver.title == "Timer")
    #expect(try driver.text(of: "duration") == "12 minutes")
    #expect(try driver.text(of: "saved") == "Saved 12")
  }

  @Test func givenTheSheet_whenASoundIsPicked_thenThePickerShowsIt() async throws {
    // Given
    let driver = launch()
    try await driver.tap("Edit")
    // When
    try await driver.pick(row: 2, component: 0, in: "sound")
    // Then
    #expect(try driver.selectedRows(in: "sound") == [2])
    try await driver.goBack()
    #expect(try driver.text(of: "saved") == "Saved 10")
  }
}

import Domain
import TestSupport
import Testing
import ViewKit

@testable import MV

/// Gather's countdown and time picker: Start, Pause and Resume, Cancel, and the picker's Set,
/// Done and Cancel, on the manual clock (SPEC §1.5, §3.7).
@MainActor
@Suite struct GatherScreenTimerTests {
  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimerShowsNineFiftyFiveAndPause()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")

    // When
    await host.env.clock.advance(by: .seconds(5))

    // Then
    #expect(try driver.text(of: "gather.timer") == "09:55")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
  }

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let (driver, _) = try await makeGatherSUT()
    var titles: [String] = []

    // When
    for _ in 0..<3 {
      try await driver.tap("gather.actionButton")
      titles.append(try driver.text(of: "gather.actionButton"))
    }

    // Then
    #expect(titles == ["Pause", "Resume", "Pause"])
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.setButton")
    try await driver.pick(row: 0, component: 0, in: "gather.picker")
    try await driver.pick(row: 2, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")
    try await driver.tap("gather.actionButton")

    // When
    await host.env.clock.advance(by: .seconds(2))
    try await driver.tap("gather.actionButton")
    await host.env.clock.advance(by: .seconds(1))

    // Then
    #expect(try driver.text(of: "gather.timer") == "00:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(host.env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")
    await host.env.clock.advance(by: .seconds(4))
    try await driver.tap("gather.setButton")

    // When
    try await driver.tap("gather.cancelButton")
    await host.env.clock.advance(by: .seconds(2))

    // Then
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(!driver.isShown("gather.picker"))
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")
    await host.env.clock.advance(by: .seconds(65))

    // When
    try await driver.tap("gather.setButton")
    await host.env.clock.advance(by: .seconds(1))

    // Then
    #expect(try driver.selectedRows(in: "gather.picker") == [8, 55])
    #expect(driver.isShown("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "08:54")
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenTimerShowsItAndPickerCloses()
    async throws
  {
    // Given
    let (driver, _) = try await makeGatherSUT()
    try await driver.tap("gather.setButton")
    let opened = try driver.selectedRows(in: "gather.picker")
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 30, component: 1, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(opened == [10, 0])
    #expect(try driver.text(of: "gather.timer") == "05:30")
    #expect(!driver.isShown("gather.picker"))
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.setButton")
    try await driver.pick(row: 3, component: 0, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerCancel")
    await host.env.clock.advance(by: .seconds(1))

    // Then
    #expect(!driver.isShown("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "09:59")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
  }
}

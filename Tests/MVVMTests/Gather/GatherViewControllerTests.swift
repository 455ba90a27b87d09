import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVVM

/// The binding of Gather's controller to an injected view model on the manual clock.
@MainActor
@Suite struct GatherViewControllerTests {
  private func makeSUT() async throws -> (
    driver: Driver, ends: GatherEndSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    let gatherID = try await env.gathers.createGather()
    let ends = GatherEndSpy()
    let screen = GatherViewController(
      model: .fixture(gatherId: gatherID), gatherService: env.gathers, clock: env.clock,
      actions: .init(gatherEnded: ends.record))
    return (ScreenHost.show(screen), ends, env)
  }

  @Test func givenNewGather_whenScreenIsShown_thenWidgetsShowTheInitialOutputs() async throws {
    // When
    let (driver, _, _) = try await makeSUT()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(try driver.text(of: "gather.teamAScore") == "0")
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.detail) } == [["MID", "-"], ["GK"]])
    #expect(try driver.isHidden("gather.picker"))
  }

  @Test func givenStartTapped_whenTheClockTicks_thenTimerLabelAndActionFollow() async throws {
    // Given
    let (driver, _, env) = try await makeSUT()

    // When
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(try driver.text(of: "gather.timer") == "09:57")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
  }

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheTimerStops() async throws {
    // Given
    let (driver, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(2))

    // When
    try await driver.goBack()
    await env.clock.advance(by: .seconds(3))

    // Then: nothing left ticking
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenSteppers_whenStepped_thenScoresAreShownAndSentOnEnd() async throws {
    // Given
    let (driver, ends, env) = try await makeSUT()
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")

    // When
    try await driver.tap("gather.endButton")
    let confirmation = driver.alert
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(confirmation?.actions == ["Yes", "Cancel"])
    #expect(env.gathers.storedGathers.first?.score == "2-1")
    #expect(ends.endCount == 1)
  }

  @Test func givenSetTapped_whenPickerDoneWithFiveMinutes_thenPanelAndTimerFollow() async throws {
    // Given
    let (driver, _, _) = try await makeSUT()
    try await driver.tap("gather.setButton")
    let pickerShown = try !driver.isHidden("gather.picker")

    // When
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 0, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(pickerShown)
    #expect(try driver.isHidden("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "05:00")
  }

  @Test func givenOpenPicker_whenPickerCancelOrTimerCancelTapped_thenPanelHidesAndTimeResets()
    async throws
  {
    // Given
    let (driver, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(2))
    try await driver.tap("gather.setButton")
    let wheelsAtOpen = try driver.selectedRows(in: "gather.picker")

    // When
    try await driver.tap("gather.pickerCancel")
    let hiddenAfterPickerCancel = try driver.isHidden("gather.picker")
    try await driver.tap("gather.cancelButton")

    // Then
    #expect(wheelsAtOpen == [9, 58])
    #expect(hiddenAfterPickerCancel)
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
  }

  @Test func givenFailingEnd_whenYesTapped_thenTheViewModelsErrorIsPresented() async throws {
    // Given
    let (driver, ends, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update gather. Please try again.",
          actions: ["OK"]))
    #expect(ends.endCount == 0)
  }

  @Test func givenEndInFlight_whenYesTapped_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, ends, env) = try await makeSUT()
    let gate = env.gathers.control.suspend(.end)
    try await driver.tap("gather.endButton")

    // When
    let tap = Task { try await driver.tapAlertAction("Yes") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    gate.open()
    try await tap.value

    // Then
    #expect(loadingDuringCall)
    #expect(!driver.isLoading)
    #expect(ends.endCount == 1)
  }
}

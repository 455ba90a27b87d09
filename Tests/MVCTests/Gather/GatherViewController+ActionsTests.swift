import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Gather's scores and End Gather (`+Actions`): the steppers, the confirmation, and ending the
/// gather on the server, with its overlay and its failure (SPEC §3.7).
@MainActor
@Suite struct GatherViewControllerActionsTests: GatherSuite {
  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let (driver, _, _, _) = try await makeSUT()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepDown("gather.teamBStepper")

    // Then
    #expect(try driver.text(of: "gather.teamAScore") == "1")
    #expect(try driver.text(of: "gather.teamBScore") == "2")
  }

  @Test func givenGather_whenEndIsTapped_thenYesIsTheDefaultButtonAndCancelTheCancelOne()
    async throws
  {
    // Given
    let (driver, gather, _, env) = try await makeSUT()

    // When
    try await driver.tap("gather.endButton")

    // Then
    let alert = try #require(gather.presentedAlert)
    #expect(alert.actions.map(\.title) == ["Yes", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenEndConfirmation_whenCancelIsTapped_thenNothingIsSentAndScoresStay() async throws {
    // Given
    let (driver, _, delegate, env) = try await makeSUT()
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(delegate.calls.isEmpty)
    #expect(env.gathers.calls == [.create])
    #expect(try driver.text(of: "gather.teamBScore") == "1")
  }

  @Test func givenScoreTwoToOne_whenEndIsConfirmedWithYes_thenGatherIsEndedAndDelegateIsTold()
    async throws
  {
    // Given
    let (driver, _, delegate, env) = try await makeSUT()
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.endButton")
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "End Gather", message: "Are you sure you want to end the gather?",
          actions: ["Yes", "Cancel"]))

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(delegate.calls == [.didEndGather])
    #expect(
      env.gathers.calls.last
        == .end(gatherID: GatherServiceFake.id(1), result: GatherResult(teamA: 2, teamB: 1)))
    #expect(driver.isLoading == false)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let (driver, _, _, env) = try await makeSUT()
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    let ended = try #require(env.gathers.storedGathers.first)
    #expect(ended.score == "1-1")
    #expect(ended.winnerTeam == "None")
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, _, delegate, env) = try await makeSUT()
    let gate = env.gathers.control.suspend(.end)
    try await driver.tap("gather.endButton")

    // When
    let confirm = Task { try await driver.tapAlertAction("Yes") }
    await gate.waitForArrival()
    let loadingDuringCall = driver.isLoading
    let toldDuringCall = delegate.calls
    gate.open()
    try await confirm.value

    // Then
    #expect(loadingDuringCall)
    #expect(toldDuringCall.isEmpty)
    #expect(!driver.isLoading)
    #expect(delegate.calls == [.didEndGather])
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let (driver, _, delegate, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    try await driver.stepUp("gather.teamAStepper")
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")
    try await driver.tapAlertAction("OK")
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(delegate.calls.isEmpty)
    #expect(!driver.isLoading)
    #expect(try driver.text(of: "gather.teamAScore") == "1")
    #expect(try driver.text(of: "gather.timer") == "09:59")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
  }

  @Test func givenEndFails_whenEndConfirmed_thenTheErrorAlertSaysSo() async throws {
    // Given
    let (driver, _, _, env) = try await makeSUT()
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
  }
}

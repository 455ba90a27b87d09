import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MV

/// Gather's scores, teams and end (SPEC §3.7); the countdown is in `GatherScreenTimerTests`.
@MainActor
@Suite struct GatherScreenTests {
  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden()
    async throws
  {
    // Given / When
    let (driver, _) = try await makeGatherSUT()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.teamAScore") == "0")
    #expect(try driver.text(of: "gather.teamBScore") == "0")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(!driver.isShown("gather.picker"))
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() async throws {
    // Given
    let (driver, _) = try await makeGatherSUT()

    // When
    let rows = try driver.rows(in: "gather.table")

    // Then
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(rows.map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
    #expect(rows.map { $0.map(\.detail) } == [["MID", "-"], ["GK"]])
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let (driver, _) = try await makeGatherSUT()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepDown("gather.teamAStepper")

    // Then
    #expect(try driver.text(of: "gather.teamAScore") == "1")
    #expect(try driver.text(of: "gather.teamBScore") == "1")
  }

  @Test func givenGather_whenEndIsTapped_thenTheConfirmationAsksYesOrCancel() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()

    // When
    try await driver.tap("gather.endButton")

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "End Gather", message: "Are you sure you want to end the gather?",
          actions: ["Yes", "Cancel"]))
    #expect(host.env.gathers.calls.filter { if case .end = $0 { true } else { false } }.isEmpty)
  }

  @Test func givenEndConfirmation_whenCancelIsTapped_thenNothingIsSentAndScoresStay()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.stepUp("gather.teamAStepper")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Cancel")

    // Then
    #expect(driver.alert == nil)
    #expect(driver.isShowing(GatherScreen.self))
    #expect(try driver.text(of: "gather.teamAScore") == "1")
    #expect(host.match.endedGatherID == nil)
  }

  @Test func givenScoreTwoToOne_whenEndIsConfirmedWithYes_thenGatherIsEndedAndListIsShown()
    async throws
  {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    let id = GatherServiceFake.id(1)
    #expect(
      host.env.gathers.calls.last == .end(gatherID: id, result: GatherResult(teamA: 2, teamB: 1)))
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.navigator.path == [.playerList])
    #expect(!driver.isLoading)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(
      host.env.gathers.calls.last
        == .end(
          gatherID: GatherServiceFake.id(1), result: GatherResult(score: "0-0", winnerTeam: "None"))
    )
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    let gate = host.env.gathers.control.suspend(.end)
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
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    host.env.gathers.control.fail(.end, with: .transport)
    try await driver.stepUp("gather.teamBStepper")
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")
    await host.env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      driver.alert
        == AlertSnapshot(
          title: "Error update", message: "Unable to update gather. Please try again.",
          actions: ["OK"]))
    #expect(!driver.isLoading)
    #expect(try driver.text(of: "gather.teamBScore") == "1")
    #expect(try driver.text(of: "gather.timer") == "09:59")
    try await driver.tapAlertAction("OK")
    #expect(driver.isShowing(GatherScreen.self))
  }

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheTimerStops() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")
    await host.env.clock.advance(by: .seconds(2))

    // When
    try await driver.goBack()
    await host.env.clock.advance(by: .seconds(3))

    // Then
    #expect(driver.isShowing(ConfirmPlayersScreen.self))
    #expect(host.match.timerState == .stopped)
    #expect(host.match.time.text == "09:58")
  }

  @Test func givenRunningCountdown_whenThePathReturnsToTheList_thenTheTimerStops() async throws {
    // Given
    let (driver, host) = try await makeGatherSUT()
    try await driver.tap("gather.actionButton")

    // When
    host.navigator.returnToPlayerList()
    await driver.waitUntilIdle()
    await host.env.clock.advance(by: .seconds(2))

    // Then
    #expect(driver.isShowing(PlayerListScreen.self))
    #expect(host.match.timerState == .stopped)
    #expect(host.match.time == .defaultTime)
  }
}

/// A started gather (Ana and Carla in Team A, Bruno in Team B) on Gather, over the list and
/// Confirm Players, as the app would show it.
@MainActor
func makeGatherSUT() async throws -> (driver: Driver, host: AppHost) {
  let host = AppHost(TestEnvironment(players: Player.squad))
  try await host.startGather()
  let bench = Array(Player.squad.prefix(3))
  return (await host.show([.playerList, .confirmPlayers(bench), .gather]), host)
}

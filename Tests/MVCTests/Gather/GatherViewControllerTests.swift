import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

@MainActor
@Suite struct GatherViewControllerTests {
  /// A started gather (Ana and Carla in Team A, Bruno in Team B) pushed over a plain root
  /// screen, so that Back leaves it.
  private func makeSUT() async throws -> (
    driver: Driver, gather: GatherViewController, delegate: GatherViewControllerDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    // The fake only ends gathers it created, as the server does.
    let gatherID = try await env.gathers.createGather()
    let squad = Player.squad
    let model = GatherModel(
      gatherId: gatherID,
      entries: [
        .init(team: .teamA, player: squad[0]), .init(team: .teamA, player: squad[2]),
        .init(team: .teamB, player: squad[1]),
      ])
    let delegate = GatherViewControllerDelegateSpy()
    let gather = GatherViewController(
      model: model, gatherService: env.gathers, clock: env.clock, delegate: delegate)
    return (ScreenHost.show(gather), gather, delegate, env)
  }

  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden()
    async throws
  {
    // Given
    let (driver, _, _, _) = try await makeSUT()

    // When
    let texts = try ["gather.teamAScore", "gather.teamBScore", "gather.timer"].map {
      try driver.text(of: $0)
    }

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(texts == ["0", "0", "10:00"])
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(try driver.isHidden("gather.picker") == true)
    #expect(try driver.value(of: "gather.teamAStepper") == 0)
  }

  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimerShowsNineFiftyFiveAndPause()
    async throws
  {
    // Given
    let (driver, _, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")

    // When
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(try driver.text(of: "gather.timer") == "09:55")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
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

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheTimerStops() async throws {
    // Given
    let (driver, gather, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(2))

    // When
    try await driver.goBack()
    await env.clock.advance(by: .seconds(3))

    // Then
    let timer = try #require(gather.view.viewWithIdentifier("gather.timer") as? Label)
    #expect(timer.text == "09:58")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenPickerOpen_whenFiveMinutesThirtyIsDone_thenTimerShowsItAndPickerCloses()
    async throws
  {
    // Given
    let (driver, _, _, _) = try await makeSUT()
    try await driver.tap("gather.setButton")
    #expect(try driver.selectedRows(in: "gather.picker") == [10, 0])
    try await driver.pick(row: 5, component: 0, in: "gather.picker")
    try await driver.pick(row: 30, component: 1, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(try driver.text(of: "gather.timer") == "05:30")
    #expect(try driver.isHidden("gather.picker") == true)
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

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let (driver, _, _, _) = try await makeSUT()
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
    let (driver, _, _, env) = try await makeSUT()
    try await driver.tap("gather.setButton")
    try await driver.pick(row: 0, component: 0, in: "gather.picker")
    try await driver.pick(row: 2, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")
    try await driver.tap("gather.actionButton")

    // When
    await env.clock.advance(by: .seconds(2))
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(try driver.text(of: "gather.timer") == "00:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker()
    async throws
  {
    // Given
    let (driver, _, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(4))
    try await driver.tap("gather.setButton")

    // When
    try await driver.tap("gather.cancelButton")
    await env.clock.advance(by: .seconds(2))

    // Then
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(try driver.isHidden("gather.picker"))
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn()
    async throws
  {
    // Given
    let (driver, _, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(65))

    // When
    try await driver.tap("gather.setButton")
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(try driver.selectedRows(in: "gather.picker") == [8, 55])
    #expect(try !driver.isHidden("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "08:54")
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides()
    async throws
  {
    // Given
    let (driver, _, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    try await driver.tap("gather.setButton")
    try await driver.pick(row: 3, component: 0, in: "gather.picker")

    // When
    try await driver.tap("gather.pickerCancel")
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(try driver.isHidden("gather.picker"))
    #expect(try driver.text(of: "gather.timer") == "09:59")
    #expect(try driver.text(of: "gather.actionButton") == "Pause")
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() async throws {
    // Given
    let (driver, _, _, _) = try await makeSUT()

    // When
    let rows = try driver.rows(in: "gather.table")

    // Then
    #expect(
      rows == [
        [RowSnapshot(text: "Ana", detail: "MID"), RowSnapshot(text: "Carla", detail: "-")],
        [RowSnapshot(text: "Bruno", detail: "GK")],
      ])
  }

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
}

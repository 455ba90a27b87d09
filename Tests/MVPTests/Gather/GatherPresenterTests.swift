import Domain
import Foundation
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite struct GatherPresenterTests {
  private let squad = Player.squad

  /// A started gather (Ana and Carla in Team A, Bruno in Team B) on a manual clock.
  private func makeSUT() async throws -> (
    sut: GatherPresenter, view: GatherViewSpy, delegate: GatherPresenterDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: squad)
    // The fake only ends gathers it created, as the server does.
    let gatherID = try await env.gathers.createGather()
    let model = GatherModel.fixture(gatherId: gatherID)
    let view = GatherViewSpy()
    let delegate = GatherPresenterDelegateSpy()
    let sut = GatherPresenter(
      view: view, gatherService: env.gathers, model: model, clock: env.clock)
    sut.delegate = delegate
    return (sut, view, delegate, env)
  }

  private var endedGather: GatherServiceFake.Call {
    .end(gatherID: GatherServiceFake.id(1), result: GatherResult(teamA: 2, teamB: 1))
  }

  // MARK: - Load

  @Test func givenNewGather_whenViewLoads_thenTitleZeroScoresTenMinutesAndStart() async throws {
    // Given
    let (sut, view, _, _) = try await makeSUT()

    // When
    sut.load()

    // Then
    #expect(
      view.calls == [
        .setTitle("Gather in progress"), .setScore(0, team: .teamA), .setScore(0, team: .teamB),
        .setTimerText("10:00"), .setActionTitle("Start"),
        .showTeams([
          TeamTableSection(
            header: "Team A",
            rows: [
              TeamTableRow(name: "Ana", detail: "MID"), TeamTableRow(name: "Carla", detail: "-"),
            ]),
          TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Bruno", detail: "GK")]),
        ]),
      ])
  }

  // MARK: - Score

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let (sut, view, _, _) = try await makeSUT()

    // When
    sut.scoreStepperChanged(to: 3, for: .teamA)
    sut.scoreStepperChanged(to: 1, for: .teamB)
    sut.scoreStepperChanged(to: 250, for: .teamB)

    // Then
    #expect(
      view.calls == [
        .setScore(3, team: .teamA), .setScore(1, team: .teamB), .setScore(100, team: .teamB),
      ])
  }

  // MARK: - Timer

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let (sut, view, _, _) = try await makeSUT()

    // When
    sut.actionTapped()
    sut.actionTapped()
    sut.actionTapped()

    // Then
    #expect(
      view.calls == [.setActionTitle("Pause"), .setActionTitle("Resume"), .setActionTitle("Pause")])
  }

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed()
    async throws
  {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    view.reset()

    // When
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(view.calls == [.setTimerText("09:59"), .setActionTitle("Pause")])
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async throws {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.pickerDoneTapped(time: GatherTime(minutesRow: 0, secondsRow: 2))
    sut.actionTapped()
    view.reset()

    // When
    await env.clock.advance(by: .seconds(2))
    sut.actionTapped()
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(
      view.calls == [
        .setTimerText("00:01"), .setActionTitle("Pause"), .setTimerText("00:00"),
        .setActionTitle("Start"), .setActionTitle("Start"),
      ])
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker()
    async throws
  {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(5))
    sut.setTapped()
    view.reset()

    // When
    sut.cancelTapped()
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(view.calls == [.setTimerText("10:00"), .setActionTitle("Start"), .hidePicker])
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn()
    async throws
  {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(65))
    view.reset()

    // When
    sut.setTapped()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      view.calls == [
        .showPicker(at: GatherTime(minutesRow: 8, secondsRow: 55)), .setTimerText("08:54"),
        .setActionTitle("Pause"),
      ])
  }

  @Test func givenRunningTimer_whenPickerDoneTapped_thenTimerStopsAtThePickedTime() async throws {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    sut.setTapped()
    view.reset()

    // When
    sut.pickerDoneTapped(time: GatherTime(minutesRow: 5, secondsRow: 30))
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(view.calls == [.setTimerText("05:30"), .setActionTitle("Start"), .hidePicker])
  }

  @Test func givenZeroPicked_whenActionTapped_thenNothingStarts() async throws {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.pickerDoneTapped(time: GatherTime(minutesRow: 0, secondsRow: 0))

    // When
    sut.actionTapped()
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(
      view.calls == [
        .setTimerText("00:00"), .setActionTitle("Start"), .hidePicker, .setActionTitle("Start"),
      ])
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides()
    async throws
  {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    sut.setTapped()
    view.reset()

    // When
    sut.pickerCancelTapped()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(view.calls == [.hidePicker, .setTimerText("09:59"), .setActionTitle("Pause")])
  }

  @Test func givenRunningTimer_whenScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (sut, view, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(1))
    view.reset()

    // When
    sut.stopCountdown()
    await env.clock.advance(by: .seconds(10))

    // Then
    #expect(view.calls.isEmpty)
    #expect(env.clock.sleeperCount == 0)
  }

  // MARK: - End Gather

  @Test func givenGather_whenEndTapped_thenConfirmationIsAskedAndNothingIsSent() async throws {
    // Given
    let (sut, view, delegate, env) = try await makeSUT()

    // When
    sut.endTapped()

    // Then
    #expect(
      view.calls == [
        .showEndGatherConfirmation(
          title: "End Gather", message: "Are you sure you want to end the gather?",
          confirmTitle: "Yes", cancelTitle: "Cancel")
      ])
    #expect(env.gathers.calls == [.create])
    #expect(delegate.endCount == 0)
  }

  @Test func givenScoresTwoToOne_whenEndConfirmed_thenResultIsSavedTimerStopsAndDelegateIsTold()
    async throws
  {
    // Given
    let (sut, view, delegate, env) = try await makeSUT()
    sut.scoreStepperChanged(to: 2, for: .teamA)
    sut.scoreStepperChanged(to: 1, for: .teamB)
    sut.actionTapped()
    view.reset()

    // When
    await sut.endGatherConfirmed()
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(view.calls == [.showLoading, .hideLoading])
    #expect(env.gathers.calls == [.create, endedGather])
    #expect(env.gathers.storedGathers.map(\.score) == ["2-1"])
    #expect(env.gathers.storedGathers.map(\.winnerTeam) == ["Team A"])
    #expect(delegate.endCount == 1)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let (sut, _, _, env) = try await makeSUT()
    sut.scoreStepperChanged(to: 1, for: .teamA)
    sut.scoreStepperChanged(to: 1, for: .teamB)

    // When
    await sut.endGatherConfirmed()

    // Then
    #expect(env.gathers.storedGathers.map(\.score) == ["1-1"])
    #expect(env.gathers.storedGathers.map(\.winnerTeam) == ["None"])
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (sut, view, delegate, env) = try await makeSUT()
    let gate = env.gathers.control.suspend(.end)

    // When
    let end = Task { await sut.endGatherConfirmed() }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == [.showLoading])
    #expect(delegate.endCount == 0)
    gate.open()
    await end.value
    #expect(view.calls == [.showLoading, .hideLoading])
    #expect(delegate.endCount == 1)
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let (sut, view, delegate, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    sut.scoreStepperChanged(to: 2, for: .teamA)
    sut.scoreStepperChanged(to: 1, for: .teamB)
    sut.actionTapped()
    view.reset()

    // When
    await sut.endGatherConfirmed()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      view.calls == [
        .showLoading, .hideLoading,
        .showError(title: "Error update", message: "Unable to update gather. Please try again."),
        .setTimerText("09:59"), .setActionTitle("Pause"),
      ])
    #expect(delegate.endCount == 0)
    env.gathers.control.succeed(.end)
    await sut.endGatherConfirmed()
    #expect(env.gathers.calls == [.create, endedGather, endedGather])
  }
}

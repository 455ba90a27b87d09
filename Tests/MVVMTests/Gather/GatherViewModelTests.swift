import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct GatherViewModelTests {
  private let squad = Player.squad
  private let gatherID = GatherServiceFake.id(1)

  /// A view model over a gather the fake knows: Ana and Carla in Team A, Bruno in Team B.
  private func makeSUT() async throws -> (
    sut: GatherViewModel, ends: GatherEndSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: squad)
    let id = try await env.gathers.createGather()
    let model = GatherModel.fixture(gatherId: id)
    let ends = GatherEndSpy()
    let sut = GatherViewModel(
      gatherService: env.gathers, model: model, clock: env.clock,
      actions: .init(gatherEnded: ends.record))
    return (sut, ends, env)
  }

  // MARK: - Load

  @Test func givenNewGather_whenViewLoads_thenTitleZeroScoresTenMinutesAndStart() async throws {
    // Given / When
    let (sut, _, _) = try await makeSUT()

    // Then
    #expect(sut.title == "Gather in progress")
    #expect(sut.teamAGoals == 0)
    #expect(sut.teamBGoals == 0)
    #expect(sut.timerText == "10:00")
    #expect(sut.actionTitle == "Start")
    #expect(!sut.isPickerShown)
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() async throws {
    // Given / When
    let (sut, _, _) = try await makeSUT()

    // Then
    #expect(
      sut.sections == [
        TeamTableSection(
          header: "Team A",
          rows: [.init(name: "Ana", detail: "MID"), .init(name: "Carla", detail: "-")]),
        TeamTableSection(header: "Team B", rows: [.init(name: "Bruno", detail: "GK")]),
      ])
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let (sut, _, _) = try await makeSUT()
    let teamA = Recorder { sut.teamAGoals }

    // When
    sut.teamAGoals = 1
    sut.teamAGoals = 2
    sut.teamBGoals = 1

    // Then
    #expect(teamA.values == [0, 1, 2])
    #expect(sut.teamBGoals == 1)
  }

  // MARK: - Timer

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let (sut, _, _) = try await makeSUT()
    let titles = Recorder { sut.actionTitle }

    // When
    sut.actionTapped()
    sut.actionTapped()
    sut.actionTapped()

    // Then
    #expect(titles.values == ["Start", "Pause", "Resume", "Pause"])
    sut.stopCountdown()
  }

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed()
    async throws
  {
    // Given
    let (sut, _, env) = try await makeSUT()
    let texts = Recorder { sut.timerText }
    sut.actionTapped()

    // When
    await env.clock.advance(by: .seconds(2))

    // Then
    #expect(texts.values == ["10:00", "09:59", "09:58"])
    #expect(sut.actionTitle == "Pause")
    sut.stopCountdown()
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.pickerDoneTapped(time: GatherTime(minutes: 0, seconds: 2))
    sut.actionTapped()

    // When
    await env.clock.advance(by: .seconds(2))
    sut.actionTapped()

    // Then
    #expect(sut.timerText == "00:00")
    #expect(sut.actionTitle == "Start")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker()
    async throws
  {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(3))
    sut.setTapped()

    // When
    sut.cancelTapped()

    // Then
    #expect(sut.timerText == "10:00")
    #expect(sut.actionTitle == "Start")
    #expect(!sut.isPickerShown)
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn()
    async throws
  {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(5))

    // When
    sut.setTapped()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(sut.isPickerShown)
    #expect(sut.pickerRows == GatherViewModel.PickerRows(minutes: 9, seconds: 55))
    #expect(sut.timerText == "09:54")
    sut.stopCountdown()
  }

  @Test func givenRunningTimer_whenPickerDoneTapped_thenTimerStopsAtThePickedTime() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.actionTapped()
    sut.setTapped()

    // When
    sut.pickerDoneTapped(time: GatherTime(minutes: 5, seconds: 30))
    await env.clock.advance(by: .seconds(3))

    // Then
    #expect(sut.timerText == "05:30")
    #expect(sut.actionTitle == "Start")
    #expect(!sut.isPickerShown)
  }

  @Test func givenZeroPicked_whenActionTapped_thenNothingStarts() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.pickerDoneTapped(time: GatherTime(minutes: 0, seconds: 0))

    // When
    sut.actionTapped()

    // Then
    #expect(sut.timerText == "00:00")
    #expect(sut.actionTitle == "Start")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenPickerCancelTapped_thenOnlyThePickerHides()
    async throws
  {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.actionTapped()
    sut.setTapped()

    // When
    sut.pickerCancelTapped()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(!sut.isPickerShown)
    #expect(sut.timerText == "09:59")
    #expect(sut.actionTitle == "Pause")
    sut.stopCountdown()
  }

  @Test func givenRunningTimer_whenScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.actionTapped()
    await env.clock.advance(by: .seconds(1))

    // When
    sut.stopCountdown()
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(sut.timerText == "09:59")
    #expect(env.clock.sleeperCount == 0)
  }

  // MARK: - End

  @Test func givenGather_whenEndTapped_thenConfirmationIsAskedAndNothingIsSent() async throws {
    // Given
    let (sut, ends, env) = try await makeSUT()

    // When
    sut.endTapped()

    // Then
    #expect(
      sut.alert
        == .endConfirmation(
          AlertMessage(title: "End Gather", message: "Are you sure you want to end the gather?")))
    #expect(env.gathers.calls == [.create])
    #expect(ends.endCount == 0)
  }

  @Test func givenScoresTwoToOne_whenEndConfirmed_thenResultIsSavedTimerStopsAndDelegateIsTold()
    async throws
  {
    // Given
    let (sut, ends, env) = try await makeSUT()
    sut.teamAGoals = 2
    sut.teamBGoals = 1
    sut.actionTapped()
    let loading = Recorder { sut.isLoading }

    // When
    await sut.endGatherConfirmed()

    // Then
    #expect(loading.values == [false, true, false])
    #expect(
      env.gathers.calls == [
        .create, .end(gatherID: gatherID, result: GatherResult(teamA: 2, teamB: 1)),
      ])
    #expect(env.gathers.storedGathers.first?.score == "2-1")
    #expect(env.gathers.storedGathers.first?.winnerTeam == "Team A")
    #expect(env.clock.sleeperCount == 0)
    #expect(ends.endCount == 1)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    sut.teamAGoals = 3
    sut.teamBGoals = 3

    // When
    await sut.endGatherConfirmed()

    // Then
    #expect(env.gathers.storedGathers.first?.score == "3-3")
    #expect(env.gathers.storedGathers.first?.winnerTeam == "None")
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (sut, ends, env) = try await makeSUT()
    let gate = env.gathers.control.suspend(.end)

    // When
    let confirm = Task { await sut.endGatherConfirmed() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    #expect(ends.endCount == 0)
    gate.open()
    await confirm.value
    #expect(!sut.isLoading)
    #expect(ends.endCount == 1)
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let (sut, ends, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    sut.teamAGoals = 1
    sut.actionTapped()

    // When
    await sut.endGatherConfirmed()
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      sut.alert
        == .error(
          AlertMessage(title: "Error update", message: "Unable to update gather. Please try again.")
        ))
    #expect(!sut.isLoading)
    #expect(sut.teamAGoals == 1)
    #expect(sut.timerText == "09:59")
    #expect(ends.endCount == 0)
    sut.stopCountdown()
  }
}

import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct GatherInteractorTests {
  private let model = GatherModel.fixture()

  /// The interactor of a gather the fake holds, on the environment's manual clock.
  private func makeSUT() async throws -> (
    sut: GatherInteractor, presenter: GatherPresentationLogicSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    _ = try await env.gathers.createGather()
    let presenter = GatherPresentationLogicSpy()
    let sut = GatherInteractor(presenter: presenter, gatherService: env.gathers, clock: env.clock)
    sut.gather = model
    return (sut, presenter, env)
  }

  private func timer(
    _ minutes: Int, _ seconds: Int, _ state: GatherTimer.State, closesPicker: Bool = false
  ) -> GatherPresentationLogicSpy.Call {
    .presentTimer(
      .init(
        time: GatherTime(minutes: minutes, seconds: seconds), state: state,
        closesPicker: closesPicker))
  }

  private func toggle(_ sut: GatherInteractor) {
    sut.toggleTimer(request: GatherScene.ToggleTimer.Request())
  }

  private func score(_ sut: GatherInteractor, _ team: TeamSection, _ goals: Int) {
    sut.changeScore(request: GatherScene.ChangeScore.Request(team: team, goals: goals))
  }

  // MARK: - Load and scores

  @Test func givenNewGather_whenViewLoads_thenZeroScoresTenMinutesAndStart() async throws {
    // Given
    let (sut, presenter, _) = try await makeSUT()

    // When
    sut.fetchGather(request: GatherScene.FetchGather.Request())

    // Then
    #expect(
      presenter.calls == [
        .presentGather(
          .init(
            gather: model, teamAScore: 0, teamBScore: 0, time: .defaultTime, timerState: .stopped))
      ])
  }

  @Test func givenNoGatherPassed_whenViewLoads_thenNothingIsShown() async throws {
    // Given
    let (sut, presenter, _) = try await makeSUT()
    sut.gather = nil

    // When
    sut.fetchGather(request: GatherScene.FetchGather.Request())
    await sut.confirmEnd(request: GatherScene.ConfirmEnd.Request())

    // Then
    #expect(presenter.calls.isEmpty)
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsScoreIsPresentedWithinRange()
    async throws
  {
    // Given
    let (sut, presenter, _) = try await makeSUT()

    // When
    score(sut, .teamA, 2)
    score(sut, .teamB, 1)
    score(sut, .teamB, 150)
    score(sut, .bench, 3)

    // Then
    #expect(
      presenter.calls == [
        .presentScore(.init(team: .teamA, score: 2)), .presentScore(.init(team: .teamB, score: 1)),
        .presentScore(.init(team: .teamB, score: 100)),
      ])
  }

  // MARK: - Countdown

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let (sut, presenter, _) = try await makeSUT()

    // When
    toggle(sut)
    toggle(sut)
    toggle(sut)

    // Then
    #expect(
      presenter.calls == [
        timer(10, 0, .running), timer(10, 0, .paused), timer(10, 0, .running),
      ])
    sut.stopTimer(request: GatherScene.StopTimer.Request())
  }

  @Test func givenRunningTimer_whenASecondPasses_thenLabelAndActionTitleAreRefreshed()
    async throws
  {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    toggle(sut)

    // When
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(presenter.calls.last == timer(9, 59, .running))
    sut.stopTimer(request: GatherScene.StopTimer.Request())
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    sut.setTimer(request: GatherScene.SetTimer.Request(time: GatherTime(minutes: 0, seconds: 2)))
    toggle(sut)

    // When
    await env.clock.advance(by: .seconds(2))
    toggle(sut)

    // Then
    #expect(
      presenter.calls.suffix(3) == [
        timer(0, 1, .running), timer(0, 0, .stopped), timer(0, 0, .stopped),
      ])
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimerAndOpenPicker_whenCancelTapped_thenTenMinutesStartAndNoPicker()
    async throws
  {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    toggle(sut)
    await env.clock.advance(by: .seconds(3))
    sut.openPicker(request: GatherScene.OpenPicker.Request())

    // When
    sut.resetTimer(request: GatherScene.ResetTimer.Request())

    // Then
    #expect(presenter.calls.last == timer(10, 0, .stopped, closesPicker: true))
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenSetTapped_thenPickerShowsTimeLeftAndCountdownGoesOn()
    async throws
  {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    toggle(sut)
    await env.clock.advance(by: .seconds(2))

    // When
    sut.openPicker(request: GatherScene.OpenPicker.Request())
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      presenter.calls.suffix(2) == [
        .presentPicker(.init(time: GatherTime(minutes: 9, seconds: 58))), timer(9, 57, .running),
      ])
    sut.stopTimer(request: GatherScene.StopTimer.Request())
  }

  @Test func givenRunningTimer_whenPickerDoneTapped_thenTimerStopsAtThePickedTime() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    toggle(sut)

    // When
    sut.setTimer(request: GatherScene.SetTimer.Request(time: GatherTime(minutes: 5, seconds: 30)))

    // Then
    #expect(presenter.calls.last == timer(5, 30, .stopped, closesPicker: true))
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    toggle(sut)
    let before = presenter.calls

    // When
    sut.stopTimer(request: GatherScene.StopTimer.Request())
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(presenter.calls == before)
    #expect(env.clock.sleeperCount == 0)
  }

  // MARK: - End

  @Test func givenGather_whenEndTapped_thenConfirmationIsAskedAndNothingIsSent() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()

    // When
    sut.endGather(request: GatherScene.EndGather.Request())

    // Then
    #expect(presenter.calls == [.presentEndConfirmation])
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenScoresTwoToOne_whenEndConfirmed_thenResultIsSavedTimerStopsAndEndIsPresented()
    async throws
  {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    score(sut, .teamA, 2)
    score(sut, .teamB, 1)
    toggle(sut)

    // When
    await sut.confirmEnd(request: GatherScene.ConfirmEnd.Request())

    // Then
    #expect(
      presenter.calls.suffix(3) == [
        .presentLoading(.init(isLoading: true)), .presentLoading(.init(isLoading: false)),
        .presentEnd(.init(error: nil)),
      ])
    #expect(
      env.gathers.calls.last
        == .end(gatherID: model.gatherId, result: GatherResult(teamA: 2, teamB: 1)))
    #expect(env.gathers.storedGathers.first?.score == "2-1")
    #expect(env.gathers.storedGathers.first?.winnerTeam == "Team A")
    #expect(sut.isEnded)
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let (sut, _, env) = try await makeSUT()
    score(sut, .teamA, 1)
    score(sut, .teamB, 1)

    // When
    await sut.confirmEnd(request: GatherScene.ConfirmEnd.Request())

    // Then
    #expect(env.gathers.storedGathers.first?.score == "1-1")
    #expect(env.gathers.storedGathers.first?.winnerTeam == "None")
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    let gate = env.gathers.control.suspend(.end)

    // When
    let ending = Task { await sut.confirmEnd(request: GatherScene.ConfirmEnd.Request()) }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls == [.presentLoading(.init(isLoading: true))])
    gate.open()
    await ending.value
    #expect(presenter.calls.last == .presentEnd(.init(error: nil)))
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let (sut, presenter, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    score(sut, .teamA, 3)
    toggle(sut)

    // When
    await sut.confirmEnd(request: GatherScene.ConfirmEnd.Request())
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(
      presenter.calls.suffix(3) == [
        .presentLoading(.init(isLoading: false)), .presentEnd(.init(error: .transport)),
        timer(9, 59, .running),
      ])
    #expect(!sut.isEnded)
    sut.fetchGather(request: GatherScene.FetchGather.Request())
    guard case .presentGather(let response) = presenter.calls.last else {
      Issue.record("expected the gather, got \(presenter.calls)")
      return
    }
    #expect(response.teamAScore == 3)
    sut.stopTimer(request: GatherScene.StopTimer.Request())
  }
}

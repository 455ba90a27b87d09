import Domain
import Foundation
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct GatherInteractorTests {
  @MainActor private struct SUT {
    let interactor: GatherInteractor
    let output = GatherInteractorOutputProtocolSpy()
    let service = GatherServiceFake()
    let clock = ManualClock()
    let model: GatherModel

    init() async throws {
      model = GatherModel.fixture(gatherId: try await service.createGather())
      interactor = GatherInteractor(gatherService: service, model: model, clock: clock)
      interactor.output = output
    }
  }

  // MARK: - Load

  @Test func givenNewGather_whenViewLoads_thenTeamsAndTenMinutesStoppedAreReported() async throws {
    // Given
    let sut = try await SUT()

    // When
    sut.interactor.loadGather()

    // Then
    #expect(
      sut.output.calls == [
        .didLoadGather(sut.model), .timerDidChange(GatherTime(minutes: 10, seconds: 0), .stopped),
      ])
  }

  // MARK: - Countdown on the manual clock

  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimerShowsNineFiftyFiveAndPause()
    async throws
  {
    // Given
    let sut = try await SUT()
    sut.interactor.toggleTimer()

    // When
    await sut.clock.advance(by: .seconds(5))

    // Then: one answer per tick
    #expect(sut.output.calls.count == 6)
    #expect(
      sut.output.calls.first == .timerDidChange(GatherTime(minutes: 10, seconds: 0), .running))
    #expect(sut.output.calls.last == .timerDidChange(GatherTime(minutes: 9, seconds: 55), .running))
  }

  @Test func givenTwoSecondsLeft_whenTheyPass_thenZeroAndStartAndStartDoesNothing() async throws {
    // Given
    let sut = try await SUT()
    sut.interactor.setTimer(to: GatherTime(minutes: 0, seconds: 2))
    sut.interactor.toggleTimer()

    // When
    await sut.clock.advance(by: .seconds(3))
    sut.interactor.toggleTimer()

    // Then
    #expect(
      sut.output.calls.suffix(2) == [
        .timerDidChange(.zero, .stopped), .timerDidChange(.zero, .stopped),
      ])
    #expect(sut.clock.sleeperCount == 0)
  }

  @Test func givenStoppedTimer_whenActionTappedThrice_thenTitleIsPauseResumePause() async throws {
    // Given
    let sut = try await SUT()

    // When
    for _ in 0..<3 { sut.interactor.toggleTimer() }

    // Then
    #expect(
      sut.output.calls.map { call -> GatherTimer.State? in
        if case .timerDidChange(_, let state) = call { state } else { nil }
      } == [.running, .paused, .running])
  }

  @Test func givenRunningTimer_whenCancelTapped_thenTenMinutesStopped() async throws {
    // Given
    let sut = try await SUT()
    sut.interactor.toggleTimer()
    await sut.clock.advance(by: .seconds(2))

    // When
    sut.interactor.resetTimer()

    // Then
    #expect(sut.output.calls.last == .timerDidChange(.defaultTime, .stopped))
    #expect(sut.clock.sleeperCount == 0)
  }

  @Test func givenRunningTimer_whenScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let sut = try await SUT()
    sut.interactor.toggleTimer()
    await sut.clock.advance(by: .seconds(1))
    let answered = sut.output.calls.count

    // When
    sut.interactor.stopTimer()
    await sut.clock.advance(by: .seconds(5))

    // Then: no more ticks, and nothing to show
    #expect(sut.clock.sleeperCount == 0)
    #expect(sut.output.calls.count == answered)
  }

  // MARK: - Scores and end

  @Test func givenZeroScores_whenScoresAreSet_thenEachTeamsIsReportedAndTheBenchIgnored()
    async throws
  {
    // Given
    let sut = try await SUT()

    // When
    sut.interactor.setScore(2, for: .teamA)
    sut.interactor.setScore(1, for: .teamB)
    sut.interactor.setScore(4, for: .bench)

    // Then
    #expect(sut.output.calls == [.didUpdateScore(2, .teamA), .didUpdateScore(1, .teamB)])
  }

  @Test func givenScoresTwoToOne_whenEndConfirmed_thenResultIsSavedTimerStopsAndEndIsReported()
    async throws
  {
    // Given
    let sut = try await SUT()
    sut.interactor.setScore(2, for: .teamA)
    sut.interactor.setScore(1, for: .teamB)
    sut.interactor.toggleTimer()

    // When
    await sut.interactor.endGather()

    // Then
    #expect(sut.output.calls.last == .didEndGather)
    #expect(
      sut.service.calls.last
        == .end(
          gatherID: sut.model.gatherId, result: GatherResult(score: "2-1", winnerTeam: "Team A")))
    #expect(sut.clock.sleeperCount == 0)
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let sut = try await SUT()

    // When
    await sut.interactor.endGather()

    // Then
    #expect(
      sut.service.calls.last
        == .end(
          gatherID: sut.model.gatherId, result: GatherResult(score: "0-0", winnerTeam: "None")))
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    let sut = try await SUT()
    sut.service.control.fail(.end, with: .transport)
    sut.interactor.setScore(3, for: .teamB)
    sut.interactor.toggleTimer()
    await sut.interactor.endGather()

    // When: trying again keeps the score, and the countdown was never stopped
    sut.service.control.succeed(.end)
    await sut.clock.advance(by: .seconds(1))
    await sut.interactor.endGather()

    // Then
    #expect(sut.output.calls.contains(.didFailToEndGather))
    #expect(
      sut.output.calls.contains(.timerDidChange(GatherTime(minutes: 9, seconds: 59), .running)))
    #expect(
      sut.service.calls.last
        == .end(gatherID: sut.model.gatherId, result: GatherResult(teamA: 0, teamB: 3)))
  }
}

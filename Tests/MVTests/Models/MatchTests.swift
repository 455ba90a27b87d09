import Domain
import TestSupport
import Testing

@testable import MV

@MainActor
@Suite struct MatchTests {
  /// A match over the fakes, started with Ana and Carla on Team A and Bruno on Team B.
  private func makeSUT() async throws -> (sut: Match, env: TestEnvironment) {
    let host = AppHost()
    try await host.startGather()
    return (host.match, host.env)
  }

  @Test func givenNoGather_whenTheMatchIsMade_thenNothingIsPlayedAndTheTimeIsTenMinutes() {
    // Given
    let env = TestEnvironment()

    // When
    let sut = Match(service: env.gathers, clock: env.clock)

    // Then
    #expect(sut.gather == nil)
    #expect(sut.time == .defaultTime)
    #expect(sut.timerState == .stopped)
    #expect(sut.score(of: .teamA) == 0)
  }

  @Test func givenTeams_whenStarted_thenTheGatherHasTheTeamPlayersAndTheFakeGotThem()
    async throws
  {
    // Given / When
    let (sut, env) = try await makeSUT()

    // Then
    #expect(sut.gather == .fixture(gatherId: GatherServiceFake.id(1)))
    #expect(
      env.gathers.calls.filter { if case .addPlayer = $0 { true } else { false } }.count == 3)
  }

  @Test func givenOneAddPlayerFails_whenStarted_thenItThrowsAndNoGatherIsPlayed() async {
    // Given
    let host = AppHost()
    host.env.gathers.failAdding(playerID: 2)

    // When
    let error = await #expect(throws: ServiceError.self) { try await host.startGather() }

    // Then
    #expect(error != nil)
    #expect(host.match.gather == nil)
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamHasItsScoreAndTheBenchNone()
    async throws
  {
    // Given
    let (sut, _) = try await makeSUT()

    // When
    sut.teamAScore = 2
    sut.teamBScore = 100

    // Then
    #expect(sut.score(of: .teamA) == 2)
    #expect(sut.score(of: .teamB) == 100)
    #expect(sut.score(of: .bench) == 0)
  }

  @Test func givenStartedCountdown_whenFiveSecondsPass_thenTimeIsNineFiftyFiveAndRunning()
    async throws
  {
    // Given
    let (sut, env) = try await makeSUT()
    sut.toggleTimer()

    // When
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(sut.time.text == "09:55")
    #expect(sut.timerState == .running)
  }

  @Test func givenRunningCountdown_whenReset_thenTenMinutesAndStopped() async throws {
    // Given
    let (sut, env) = try await makeSUT()
    sut.toggleTimer()
    await env.clock.advance(by: .seconds(3))

    // When
    sut.resetTimer()

    // Then
    #expect(sut.time == .defaultTime)
    #expect(sut.timerState == .stopped)
  }

  @Test func givenRunningCountdown_whenSetToFiveThirty_thenStoppedAtIt() async throws {
    // Given
    let (sut, _) = try await makeSUT()
    sut.toggleTimer()

    // When
    sut.setTimer(to: GatherTime(minutes: 5, seconds: 30))

    // Then
    #expect(sut.time.text == "05:30")
    #expect(sut.timerState == .stopped)
  }

  @Test func givenRunningCountdown_whenStopped_thenNoTickComesAndTheTimeIsKept() async throws {
    // Given
    let (sut, env) = try await makeSUT()
    sut.toggleTimer()
    await env.clock.advance(by: .seconds(2))

    // When
    sut.stopTimer()
    await env.clock.advance(by: .seconds(5))

    // Then
    #expect(sut.time.text == "09:58")
    #expect(sut.timerState == .stopped)
  }

  @Test func givenScoreTwoToOne_whenEnded_thenTheResultIsSentAndTheEndIsRecorded() async throws {
    // Given
    let (sut, env) = try await makeSUT()
    sut.teamAScore = 2
    sut.teamBScore = 1
    sut.toggleTimer()

    // When
    try await sut.end()

    // Then
    let id = GatherServiceFake.id(1)
    #expect(env.gathers.calls.last == .end(gatherID: id, result: GatherResult(teamA: 2, teamB: 1)))
    #expect(sut.endedGatherID == id)
    #expect(sut.timerState == .stopped)
  }

  @Test func givenEndFails_whenEnded_thenTheCountdownGoesOnAndNoEndIsRecorded() async throws {
    // Given
    let (sut, env) = try await makeSUT()
    env.gathers.control.fail(.end, with: .transport)
    sut.toggleTimer()

    // When
    let error = await #expect(throws: ServiceError.self) { try await sut.end() }
    await env.clock.advance(by: .seconds(1))

    // Then
    #expect(error == .transport)
    #expect(sut.endedGatherID == nil)
    #expect(sut.time.text == "09:59")
  }

  @Test func givenNoGather_whenEnded_thenNothingIsSent() async throws {
    // Given
    let env = TestEnvironment()
    let sut = Match(service: env.gathers, clock: env.clock)

    // When
    try await sut.end()

    // Then
    #expect(env.gathers.calls.isEmpty)
  }

  @Test func givenAPlayedGather_whenANewOneStarts_thenScoresAndTimerStartAfresh() async throws {
    // Given
    let host = AppHost()
    try await host.startGather()
    host.match.teamAScore = 3
    host.match.toggleTimer()
    await host.env.clock.advance(by: .seconds(4))

    // When
    try await host.startGather()
    await host.env.clock.advance(by: .seconds(2))

    // Then: the old countdown no longer ticks; the new one waits for Start
    #expect(host.match.score(of: .teamA) == 0)
    #expect(host.match.time == .defaultTime)
    #expect(host.match.gather?.gatherId == GatherServiceFake.id(2))
  }
}

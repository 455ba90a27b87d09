import Domain
import TestSupport
import Testing

@testable import VIP

@MainActor
@Suite struct ConfirmPlayersInteractorTests {
  private let squad = Player.squad

  /// The interactor with `players` on the bench, as the Player List's router leaves it.
  private func makeSUT(players: [Player] = Player.squad) -> (
    sut: ConfirmPlayersInteractor, presenter: ConfirmPlayersPresentationLogicSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: players)
    let presenter = ConfirmPlayersPresentationLogicSpy()
    let sut = ConfirmPlayersInteractor(presenter: presenter, gatherService: env.gathers)
    sut.players = players
    return (sut, presenter, env)
  }

  private func move(
    _ sut: ConfirmPlayersInteractor, from source: (Int, Int), to destination: (Int, Int)
  ) {
    sut.movePlayer(
      request: ConfirmPlayersScene.MovePlayer.Request(
        sourceSection: source.0, sourceRow: source.1, destinationSection: destination.0,
        destinationRow: destination.1))
  }

  /// Moves the first bench player to Team A and the next to Team B.
  private func makeTeams(_ sut: ConfirmPlayersInteractor) {
    move(sut, from: (0, 0), to: (1, 0))
    move(sut, from: (0, 0), to: (2, 0))
  }

  private func teams(_ build: (inout TeamAssignment) -> Void = { _ in })
    -> ConfirmPlayersPresentationLogicSpy.Call
  {
    var teams = TeamAssignment(bench: squad)
    build(&teams)
    return .presentTeams(.init(teams: teams))
  }

  private func slot(_ section: TeamSection, _ index: Int) -> TeamAssignment.Slot {
    TeamAssignment.Slot(section: section, index: index)
  }

  private let loading = ConfirmPlayersPresentationLogicSpy.Call.presentLoading(
    .init(isLoading: true))
  private let loaded = ConfirmPlayersPresentationLogicSpy.Call.presentLoading(
    .init(isLoading: false))

  // MARK: - Teams

  @Test func givenSelectedPlayers_whenViewLoads_thenAllAreOnTheBenchInOrder() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    sut.fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request())

    // Then
    #expect(presenter.calls == [teams()])
  }

  @Test func givenBench_whenOnePlayerGoesToEachTeam_thenBothTeamsHoldOne() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    makeTeams(sut)

    // Then
    #expect(
      presenter.calls.last
        == teams {
          $0.move(from: slot(.bench, 0), to: slot(.teamA, 0))
          $0.move(from: slot(.bench, 0), to: slot(.teamB, 0))
        })
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    move(sut, from: (0, 0), to: (0, 2))

    // Then
    guard case .presentTeams(let response) = presenter.calls.last else {
      Issue.record("expected the teams, got \(presenter.calls)")
      return
    }
    #expect(response.teams.players(in: .bench).map(\.name) == ["Bruno", "Carla", "Ana", "Dan"])
  }

  @Test func givenNoPlayerAtTheSource_whenMoved_thenNothingChanges() {
    // Given
    let (sut, presenter, _) = makeSUT()

    // When
    move(sut, from: (1, 0), to: (2, 0))
    move(sut, from: (0, 0), to: (3, 0))

    // Then
    #expect(presenter.calls.isEmpty)
  }

  // MARK: - Start Gather

  @Test func givenReadyTeams_whenStartTapped_thenTeamPlayersAreAddedAndGatherIsShown() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    makeTeams(sut)

    // When
    await sut.startGather(request: ConfirmPlayersScene.StartGather.Request())

    // Then
    let id = GatherServiceFake.id(1)
    #expect(presenter.calls.suffix(3) == [loading, loaded, .presentStartGather(.init(error: nil))])
    #expect(
      sut.gather
        == GatherModel(
          gatherId: id,
          entries: [.init(team: .teamA, player: squad[0]), .init(team: .teamB, player: squad[1])]))
    // Add-player calls run concurrently, so only the set of calls is fixed.
    let expectedAdds: [GatherServiceFake.Call] = [
      .addPlayer(playerID: 1, gatherID: id, team: .teamA),
      .addPlayer(playerID: 2, gatherID: id, team: .teamB),
    ]
    let adds = env.gathers.calls.dropFirst()
    #expect(adds.count == expectedAdds.count)
    #expect(expectedAdds.allSatisfy(adds.contains))
    #expect(env.gathers.calls.first == .create)
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    makeTeams(sut)
    let gate = env.gathers.control.suspend(.create)

    // When
    let starting = Task {
      await sut.startGather(request: ConfirmPlayersScene.StartGather.Request())
    }
    await gate.waitForArrival()

    // Then
    #expect(presenter.calls.last == loading)
    gate.open()
    await starting.value
    #expect(presenter.calls.suffix(2) == [loaded, .presentStartGather(.init(error: nil))])
  }

  @Test func givenCreateFails_whenStartTapped_thenErrorAlertAndNoPlayerIsAdded() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    makeTeams(sut)
    env.gathers.control.fail(.create, with: .transport)

    // When
    await sut.startGather(request: ConfirmPlayersScene.StartGather.Request())

    // Then
    #expect(
      presenter.calls.suffix(3) == [
        loading, loaded, .presentStartGather(.init(error: .transport)),
      ])
    #expect(env.gathers.calls == [.create])
    #expect(sut.gather == nil)
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    makeTeams(sut)
    env.gathers.failAdding(playerID: 2)

    // When
    await sut.startGather(request: ConfirmPlayersScene.StartGather.Request())

    // Then
    #expect(presenter.calls.last == .presentStartGather(.init(error: .notFound)))
    #expect(sut.gather == nil)
  }

  @Test func givenTeamBEmpty_whenStartTapped_thenNothingIsSent() async {
    // Given
    let (sut, presenter, env) = makeSUT()
    move(sut, from: (0, 0), to: (1, 0))
    let before = presenter.calls

    // When
    await sut.startGather(request: ConfirmPlayersScene.StartGather.Request())

    // Then
    #expect(presenter.calls == before)
    #expect(env.gathers.calls.isEmpty)
  }
}

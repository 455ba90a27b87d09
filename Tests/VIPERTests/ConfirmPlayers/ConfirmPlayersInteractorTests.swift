import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct ConfirmPlayersInteractorTests {
  private func makeSUT() -> (
    interactor: ConfirmPlayersInteractor, output: ConfirmPlayersInteractorOutputProtocolSpy,
    service: GatherServiceFake
  ) {
    let service = GatherServiceFake()
    let output = ConfirmPlayersInteractorOutputProtocolSpy()
    let interactor = ConfirmPlayersInteractor(
      gatherService: service, players: Array(Player.squad.prefix(3)))
    interactor.output = output
    return (interactor, output, service)
  }

  private func slot(_ section: TeamSection, _ index: Int) -> TeamAssignment.Slot {
    TeamAssignment.Slot(section: section, index: index)
  }

  /// Ana to Team A, Carla to Team B; Bruno stays on the bench.
  private func pickTeams(_ interactor: ConfirmPlayersInteractor) {
    interactor.movePlayer(from: slot(.bench, 0), to: slot(.teamA, 0))
    interactor.movePlayer(from: slot(.bench, 1), to: slot(.teamB, 0))
  }

  @Test func givenSelectedPlayers_whenViewLoads_thenAllAreOnTheBenchInOrder() {
    // Given
    let (interactor, output, _) = makeSUT()

    // When
    interactor.loadTeams()

    // Then
    #expect(output.calls == [.didLoadTeams([["Ana", "Bruno", "Carla"], [], []])])
  }

  @Test func givenBench_whenOnePlayerGoesToEachTeam_thenBothTeamsHoldOne() {
    // Given
    let (interactor, output, _) = makeSUT()

    // When
    pickTeams(interactor)

    // Then
    #expect(
      output.calls == [
        .didLoadTeams([["Bruno", "Carla"], ["Ana"], []]),
        .didLoadTeams([["Bruno"], ["Ana"], ["Carla"]]),
      ])
  }

  @Test func givenNoPlayerAtTheSource_whenMoved_thenNothingChanges() {
    // Given
    let (interactor, output, _) = makeSUT()

    // When
    interactor.movePlayer(from: slot(.teamA, 0), to: slot(.teamB, 0))

    // Then
    #expect(output.calls.isEmpty)
  }

  @Test func givenReadyTeams_whenStartTapped_thenTeamPlayersAreAddedAndGatherIsShown() async {
    // Given
    let (interactor, output, service) = makeSUT()
    pickTeams(interactor)

    // When
    await interactor.startGather()

    // Then: the bench is not sent
    let id = GatherServiceFake.id(1)
    #expect(
      output.calls.last
        == .didStartGather(
          GatherModel(
            gatherId: id,
            entries: [
              .init(team: .teamA, player: Player.squad[0]),
              .init(team: .teamB, player: Player.squad[2]),
            ])))
    // The add-player calls run concurrently, so their order may vary.
    let added = service.calls.dropFirst()
    #expect(service.calls.first == .create)
    #expect(added.count == 2)
    #expect(added.contains(.addPlayer(playerID: 1, gatherID: id, team: .teamA)))
    #expect(added.contains(.addPlayer(playerID: 3, gatherID: id, team: .teamB)))
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown() async {
    // Given
    let (interactor, output, service) = makeSUT()
    pickTeams(interactor)
    service.failAdding(playerID: 3)

    // When
    await interactor.startGather()

    // Then
    #expect(output.calls.last == .didFailToStartGather)
  }

  @Test func givenCreateFails_whenStartTapped_thenErrorAlertAndNoPlayerIsAdded() async {
    // Given
    let (interactor, output, service) = makeSUT()
    pickTeams(interactor)
    service.control.fail(.create, with: .transport)

    // When
    await interactor.startGather()

    // Then
    #expect(output.calls.last == .didFailToStartGather)
    #expect(service.calls == [.create])
  }
}

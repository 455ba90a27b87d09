import Domain
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite struct ConfirmPlayersViewModelTests {
  private let squad = Player.squad

  private func makeSUT() -> (sut: ConfirmPlayersViewModel, env: TestEnvironment) {
    let env = TestEnvironment(players: Player.squad)
    return (ConfirmPlayersViewModel(gatherService: env.gathers, players: Player.squad), env)
  }

  /// The gather a route leads to, if it leads to Gather.
  private func gather(of route: ConfirmPlayersViewModel.Route?) -> GatherModel? {
    guard case .gather(let model) = route else { return nil }
    return model
  }

  /// Ana to Team A, Bruno to Team B; Carla and Dan stay on the bench.
  private func makeReady() -> (sut: ConfirmPlayersViewModel, env: TestEnvironment) {
    let made = makeSUT()
    made.sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 1)
    made.sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 2)
    return made
  }

  private func names(_ sut: ConfirmPlayersViewModel) -> [[String]] {
    sut.sections.map { $0.rows.map(\.name) }
  }

  @Test func givenSelectedPlayers_whenViewLoads_thenTitleRowsAndStartDisabled() {
    // Given / When
    let (sut, _) = makeSUT()

    // Then
    #expect(sut.title == "Confirm Players")
    #expect(sut.sections.map(\.header) == ["Bench", "Team A", "Team B"])
    #expect(names(sut) == [["Ana", "Bruno", "Carla", "Dan"], [], []])
    #expect(!sut.isStartEnabled)
  }

  @Test func givenSelectedPlayers_whenTableIsRead_thenAllAreOnTheBenchWithAcronymOrDash() {
    // Given / When
    let (sut, _) = makeSUT()

    // Then
    #expect(sut.sections[0].rows.map(\.detail) == ["MID", "GK", "-", "ST"])
  }

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 1)

    // Then
    #expect(names(sut) == [["Bruno", "Carla", "Dan"], ["Ana"], []])
    #expect(!sut.isStartEnabled)
  }

  @Test func givenEmptyTeams_whenBothTeamsGetAPlayer_thenStartIsEnabled() {
    // Given
    let (sut, _) = makeSUT()
    let start = Recorder { sut.isStartEnabled }

    // When
    sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 1)
    sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 2)

    // Then
    #expect(start.values == [false, true])
    #expect(names(sut) == [["Carla", "Dan"], ["Ana"], ["Bruno"]])
  }

  @Test func givenReadyTeams_whenTeamBsLastPlayerGoesBackToTheBench_thenStartIsDisabled() {
    // Given
    let (sut, _) = makeReady()

    // When
    sut.didMoveRow(at: 0, inSection: 2, to: 2, inSection: 0)

    // Then
    #expect(names(sut) == [["Carla", "Dan", "Bruno"], ["Ana"], []])
    #expect(!sut.isStartEnabled)
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() {
    // Given
    let (sut, _) = makeSUT()

    // When
    sut.didMoveRow(at: 3, inSection: 0, to: 0, inSection: 0)

    // Then
    #expect(names(sut) == [["Dan", "Ana", "Bruno", "Carla"], [], []])
  }

  @Test func givenNoPlayerAtTheSource_whenMoved_thenNothingChanges() {
    // Given
    let (sut, _) = makeSUT()
    let sections = Recorder { sut.sections }

    // When
    sut.didMoveRow(at: 0, inSection: 1, to: 0, inSection: 2)
    sut.didMoveRow(at: 0, inSection: 7, to: 0, inSection: 0)

    // Then
    #expect(sections.values.count == 1)
  }

  @Test func givenReadyTeams_whenStartTapped_thenTeamPlayersAreAddedAndGatherIsShown() async {
    // Given
    let (sut, env) = makeReady()
    let loading = Recorder { sut.isLoading }

    // When
    let route = await sut.startGather()

    // Then: bench players are not sent
    let id = GatherServiceFake.id(1)
    #expect(loading.values == [false, true, false])
    #expect(env.gathers.calls.first == .create)
    let added = env.gathers.calls.dropFirst()
    #expect(added.count == 2)
    #expect(added.contains(.addPlayer(playerID: 1, gatherID: id, team: .teamA)))
    #expect(added.contains(.addPlayer(playerID: 2, gatherID: id, team: .teamB)))
    #expect(gather(of: route)?.gatherId == id)
    #expect(gather(of: route)?.players(in: .teamA) == [squad[0]])
    #expect(gather(of: route)?.players(in: .teamB) == [squad[1]])
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, env) = makeReady()
    let gate = env.gathers.control.suspend(.create)

    // When
    let start = Task { await sut.startGather() }
    await gate.waitForArrival()

    // Then
    #expect(sut.isLoading)
    gate.open()
    let route = await start.value
    #expect(!sut.isLoading)
    #expect(gather(of: route) != nil)
  }

  @Test func givenCreateFails_whenStartTapped_thenErrorAlertAndNoPlayerIsAdded() async {
    // Given
    let (sut, env) = makeReady()
    env.gathers.control.fail(.create, with: .transport)

    // When
    let route = await sut.startGather()

    // Then
    #expect(sut.alert == AlertMessage(title: "Error", message: "Unable to create gather."))
    #expect(env.gathers.calls == [.create])
    #expect(!sut.isLoading)
    #expect(route == nil)
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown() async {
    // Given
    let (sut, env) = makeReady()
    env.gathers.failAdding(playerID: 2)

    // When
    let route = await sut.startGather()

    // Then
    #expect(sut.alert == AlertMessage(title: "Error", message: "Unable to create gather."))
    #expect(route == nil)
  }

  @Test func givenTeamBEmpty_whenStartTapped_thenNothingIsSent() async {
    // Given
    let (sut, env) = makeSUT()
    sut.didMoveRow(at: 0, inSection: 0, to: 0, inSection: 1)

    // When
    await sut.startGather()

    // Then
    #expect(env.gathers.calls.isEmpty)
    #expect(!sut.isLoading)
  }
}

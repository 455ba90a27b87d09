import Domain
import TestSupport
import Testing

@testable import MVPC

@MainActor
@Suite struct ConfirmPlayersPresenterTests {
  // Section indices of the table.
  private let bench = 0
  private let teamA = 1
  private let teamB = 2

  private func makeSUT(players: [Player] = Player.squad) -> (
    sut: ConfirmPlayersPresenter, view: ConfirmPlayersViewSpy, env: TestEnvironment,
    delegate: ConfirmPlayersPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: players)
    let view = ConfirmPlayersViewSpy()
    let delegate = ConfirmPlayersPresenterDelegateSpy()
    let sut = ConfirmPlayersPresenter(
      view: view, gatherService: env.gathers, players: players, delegate: delegate)
    return (sut, view, env, delegate)
  }

  private func names(in section: Int, of view: ConfirmPlayersViewSpy) -> [String] {
    let shown = view.shownTeams ?? []
    return shown.indices.contains(section) ? shown[section].rows.map(\.name) : []
  }

  /// Ana (1) and Bruno (2) in Team A, Dan (4) in Team B, Carla (3) left on the bench.
  private func makeTeams(_ sut: ConfirmPlayersPresenter) {
    sut.moveRow(at: 0, inSection: bench, to: 0, inSection: teamA)
    sut.moveRow(at: 0, inSection: bench, to: 1, inSection: teamA)
    sut.moveRow(at: 1, inSection: bench, to: 0, inSection: teamB)
  }

  /// What Gather gets after `makeTeams`: Team A in order, then Team B; the bench is left out.
  private let expectedModel = GatherModel(
    gatherId: GatherServiceFake.id(1),
    entries: [
      .init(team: .teamA, player: Player.squad[0]), .init(team: .teamA, player: Player.squad[1]),
      .init(team: .teamB, player: Player.squad[3]),
    ])

  // MARK: - Load

  @Test func givenSelectedPlayers_whenViewLoads_thenTitleRowsAndStartDisabled() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.load()

    // Then
    #expect(
      view.calls == [
        .setTitle("Confirm Players"),
        .showTeams([TeamTableSection](TeamAssignment(bench: Player.squad))),
        .setStartEnabled(false),
      ])
  }

  @Test func givenSelectedPlayers_whenTableIsRead_thenAllAreOnTheBenchWithAcronymOrDash() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.load()

    // Then
    #expect(view.shownTeams?.map(\.header) == ["Bench", "Team A", "Team B"])
    #expect(
      view.shownTeams?.first?.rows == [
        TeamTableRow(name: "Ana", detail: "MID"),
        TeamTableRow(name: "Bruno", detail: "GK"),
        TeamTableRow(name: "Carla", detail: "-"),
        TeamTableRow(name: "Dan", detail: "ST"),
      ])
    #expect(names(in: teamA, of: view).isEmpty)
    #expect(names(in: teamB, of: view).isEmpty)
  }

  // MARK: - Moves

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.moveRow(at: 2, inSection: bench, to: 0, inSection: teamA)

    // Then
    #expect(view.calls.map(\.isShowTeams) == [true, false])
    #expect(view.calls.last == .setStartEnabled(false))
    #expect(names(in: teamA, of: view) == ["Carla"])
    #expect(names(in: bench, of: view) == ["Ana", "Bruno", "Dan"])
  }

  @Test func givenEmptyTeams_whenBothTeamsGetAPlayer_thenStartIsEnabled() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    makeTeams(sut)

    // Then
    #expect(view.calls.last == .setStartEnabled(true))
    #expect(names(in: bench, of: view) == ["Carla"])
    #expect(names(in: teamA, of: view) == ["Ana", "Bruno"])
    #expect(names(in: teamB, of: view) == ["Dan"])
  }

  @Test func givenReadyTeams_whenTeamBsLastPlayerGoesBackToTheBench_thenStartIsDisabled() {
    // Given
    let (sut, view, _, _) = makeSUT()
    makeTeams(sut)

    // When
    sut.moveRow(at: 0, inSection: teamB, to: 0, inSection: bench)

    // Then
    #expect(view.calls.last == .setStartEnabled(false))
    #expect(names(in: bench, of: view) == ["Dan", "Carla"])
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.moveRow(at: 3, inSection: bench, to: 0, inSection: bench)

    // Then
    #expect(names(in: bench, of: view) == ["Dan", "Ana", "Bruno", "Carla"])
  }

  @Test func givenNoPlayerAtTheSource_whenMoved_thenNothingChanges() {
    // Given
    let (sut, view, _, _) = makeSUT()

    // When
    sut.moveRow(at: 0, inSection: teamA, to: 0, inSection: teamB)
    sut.moveRow(at: 0, inSection: 5, to: 0, inSection: teamB)
    sut.moveRow(at: 0, inSection: bench, to: 0, inSection: 5)

    // Then
    #expect(view.calls.isEmpty)
    sut.load()
    #expect(names(in: bench, of: view) == ["Ana", "Bruno", "Carla", "Dan"])
  }

  // MARK: - Start Gather

  @Test func givenReadyTeams_whenStartTapped_thenTeamPlayersAreAddedAndGatherIsShown() async {
    // Given
    let (sut, view, env, delegate) = makeSUT()
    makeTeams(sut)
    let gatherID = GatherServiceFake.id(1)
    let expectedAdds: [GatherServiceFake.Call] = [
      .addPlayer(playerID: 1, gatherID: gatherID, team: .teamA),
      .addPlayer(playerID: 2, gatherID: gatherID, team: .teamA),
      .addPlayer(playerID: 4, gatherID: gatherID, team: .teamB),
    ]

    // When
    await sut.startTapped()

    // Then
    #expect(view.calls.suffix(2) == [.showLoading, .hideLoading])
    #expect(delegate.calls == [.didStartGather(expectedModel)])
    #expect(env.gathers.calls.first == .create)
    // Add-player calls run concurrently, so only the set of calls is fixed; Carla is benched.
    let adds = env.gathers.calls.dropFirst()
    #expect(adds.count == expectedAdds.count)
    #expect(expectedAdds.allSatisfy(adds.contains))
  }

  @Test func givenCreateHeld_whenStartTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let (sut, view, env, delegate) = makeSUT()
    makeTeams(sut)
    let gate = env.gathers.control.suspend(.create)
    let callsBefore = view.calls

    // When
    let start = Task { await sut.startTapped() }
    await gate.waitForArrival()

    // Then
    #expect(view.calls == callsBefore + [.showLoading])
    #expect(delegate.calls.isEmpty)
    gate.open()
    await start.value
    #expect(view.calls == callsBefore + [.showLoading, .hideLoading])
    #expect(delegate.calls == [.didStartGather(expectedModel)])
  }

  @Test func givenCreateFails_whenStartTapped_thenErrorAlertAndNoPlayerIsAdded() async {
    // Given
    let (sut, view, env, _) = makeSUT()
    makeTeams(sut)
    env.gathers.control.fail(.create, with: .transport)

    // When
    await sut.startTapped()

    // Then
    #expect(
      view.calls.suffix(3) == [
        .showLoading, .hideLoading, .showError(title: "Error", message: "Unable to create gather."),
      ])
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown() async {
    // Given
    let (sut, view, env, delegate) = makeSUT()
    makeTeams(sut)
    env.gathers.failAdding(playerID: 2)

    // When
    await sut.startTapped()

    // Then
    #expect(
      view.calls.suffix(3) == [
        .showLoading, .hideLoading, .showError(title: "Error", message: "Unable to create gather."),
      ])
    #expect(env.gathers.calls.count == 4)
    #expect(delegate.calls.isEmpty)
  }

  @Test func givenTeamBEmpty_whenStartTapped_thenNothingIsSent() async {
    // Given
    let (sut, view, env, delegate) = makeSUT()
    sut.moveRow(at: 0, inSection: bench, to: 0, inSection: teamA)

    // When
    await sut.startTapped()

    // Then
    #expect(view.calls.last == .setStartEnabled(false))
    #expect(env.gathers.calls.isEmpty)
    #expect(delegate.calls.isEmpty)
  }
}

import Domain
import Foundation
import TestSupport
import Testing

@testable import UDF

/// Confirm Players' state and reducer: the bench and teams, Start's rule and the start of the
/// gather (SPEC §3.6).
@MainActor
@Suite struct ConfirmPlayersFeatureTests {
  private let env = TestEnvironment(players: Player.squad)
  private let players = Array(Player.squad.prefix(3))

  private func makeStore() -> TestStore<ConfirmPlayersFeature> {
    TestStore(
      initialState: .init(players: players),
      reducer: ConfirmPlayersFeature()
    ) { $0.gatherService = env.gathers }
  }

  private func slot(_ section: TeamSection, _ index: Int) -> TeamAssignment.Slot {
    TeamAssignment.Slot(section: section, index: index)
  }

  /// Ana to Team A, then Bruno to Team B.
  private func makeTeams(_ store: TestStore<ConfirmPlayersFeature>) {
    store.send(.rowMoved(from: slot(.bench, 0), to: slot(.teamA, 0))) {
      $0.teams.move(from: slot(.bench, 0), to: slot(.teamA, 0))
    }
    store.send(.rowMoved(from: slot(.bench, 0), to: slot(.teamB, 0))) {
      $0.teams.move(from: slot(.bench, 0), to: slot(.teamB, 0))
    }
  }

  @Test func givenSelectedPlayers_whenViewLoads_thenTitleRowsAndStartDisabled() {
    // When
    let state = ConfirmPlayersFeature.State(players: players)

    // Then
    #expect(state.sections.map(\.header) == ["Bench", "Team A", "Team B"])
    #expect(state.sections.map { $0.rows.map(\.name) } == [["Ana", "Bruno", "Carla"], [], []])
    #expect(state.sections[0].rows.map(\.detail) == ["MID", "GK", "-"])
    #expect(state.teams.canStartGather == false)
  }

  @Test func givenEmptyTeams_whenOnlyTeamAGetsAPlayer_thenStartStaysDisabled() async {
    // Given
    let store = makeStore()

    // When
    store.send(.rowMoved(from: slot(.bench, 1), to: slot(.teamA, 0))) {
      $0.teams.move(from: slot(.bench, 1), to: slot(.teamA, 0))
    }

    // Then
    #expect(store.state.teams.players(in: .teamA).map(\.name) == ["Bruno"])
    #expect(store.state.teams.canStartGather == false)
    await store.finish()
  }

  @Test func givenEmptyTeams_whenBothTeamsGetAPlayer_thenStartIsEnabled() async {
    // Given
    let store = makeStore()

    // When
    makeTeams(store)

    // Then
    #expect(store.state.sections.map { $0.rows.map(\.name) } == [["Carla"], ["Ana"], ["Bruno"]])
    #expect(store.state.teams.canStartGather)
    await store.finish()
  }

  @Test func givenReadyTeams_whenTeamBsLastPlayerGoesBackToTheBench_thenStartIsDisabled() async {
    // Given
    let store = makeStore()
    makeTeams(store)

    // When
    store.send(.rowMoved(from: slot(.teamB, 0), to: slot(.bench, 1))) {
      $0.teams.move(from: slot(.teamB, 0), to: slot(.bench, 1))
    }

    // Then
    #expect(store.state.teams.players(in: .bench).map(\.name) == ["Carla", "Bruno"])
    #expect(store.state.teams.canStartGather == false)
    await store.finish()
  }

  @Test func givenBench_whenARowMovesWithinIt_thenTheOrderChanges() async {
    // Given
    let store = makeStore()

    // When
    store.send(.rowMoved(from: slot(.bench, 0), to: slot(.bench, 2))) {
      $0.teams.move(from: slot(.bench, 0), to: slot(.bench, 2))
    }

    // Then
    #expect(store.state.teams.players(in: .bench).map(\.name) == ["Bruno", "Carla", "Ana"])
    await store.finish()
  }

  @Test func givenNoPlayerAtTheSource_whenMoved_thenNothingChanges() async {
    // Given
    let store = makeStore()

    // When
    store.send(.rowMoved(from: slot(.teamA, 0), to: slot(.teamB, 0)))

    // Then
    await store.finish()
  }

  @Test func givenReadyTeams_whenStartTapped_thenTeamPlayersAreAddedAndGatherIsShown() async {
    // Given
    let store = makeStore()
    makeTeams(store)
    let model = GatherModel(
      gatherId: GatherServiceFake.id(1),
      entries: [.init(team: .teamA, player: players[0]), .init(team: .teamB, player: players[1])])

    // When
    store.send(.startTapped) { $0.isLoading = true }

    // Then
    await store.receive(.startResponse(.success(model))) { $0.isLoading = false }
    await store.receive(.delegate(.gatherStarted(model)))
    await store.finish()
    // The two add-player calls run concurrently, in either order.
    let added = env.gathers.calls.dropFirst()
    #expect(env.gathers.calls.first == .create)
    #expect(added.count == 2)
    #expect(added.contains(.addPlayer(playerID: 1, gatherID: model.gatherId, team: .teamA)))
    #expect(added.contains(.addPlayer(playerID: 2, gatherID: model.gatherId, team: .teamB)))
  }

  @Test func givenCreateFails_whenStartTapped_thenErrorAlertAndNoPlayerIsAdded() async {
    // Given
    env.gathers.control.fail(.create, with: .transport)
    let store = makeStore()
    makeTeams(store)

    // When
    store.send(.startTapped) { $0.isLoading = true }

    // Then
    await store.receive(.startResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = .error(
        title: "Error", message: "Unable to create gather.")
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenOneAddPlayerFails_whenStartTapped_thenErrorAlertAndGatherIsNotShown() async {
    // Given
    env.gathers.failAdding(playerID: 2)
    let store = makeStore()
    makeTeams(store)

    // When
    store.send(.startTapped) { $0.isLoading = true }

    // Then: no delegate action, so the root pushes no Gather
    await store.receive(.startResponse(.failure(.notFound))) {
      $0.isLoading = false
      $0.alert = .error(
        title: "Error", message: "Unable to create gather.")
    }
    await store.finish()
  }

  @Test func givenTeamBEmpty_whenStartTapped_thenNothingIsSent() async {
    // Given
    let store = makeStore()
    store.send(.rowMoved(from: slot(.bench, 0), to: slot(.teamA, 0))) {
      $0.teams.move(from: slot(.bench, 0), to: slot(.teamA, 0))
    }

    // When
    store.send(.startTapped)

    // Then
    await store.finish()
    #expect(env.gathers.calls.isEmpty)
  }
}

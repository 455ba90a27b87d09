import Domain
import Foundation
import TestSupport
import Testing

@testable import UDF

extension GatherModel {
  /// Ana and Carla in Team A, Bruno in Team B, in the fake's first gather.
  static let fixture = GatherModel(
    gatherId: GatherServiceFake.id(1),
    entries: [
      .init(team: .teamA, player: Player.squad[0]), .init(team: .teamA, player: Player.squad[2]),
      .init(team: .teamB, player: Player.squad[1]),
    ])
}

/// Gather's scores, table and end (SPEC §3.7); the countdown is in `GatherFeatureTimerTests`.
@MainActor
@Suite struct GatherFeatureTests {
  private let env = TestEnvironment(players: Player.squad)

  /// Gather of `GatherModel.fixture`, its gather created in the fake so it can be ended.
  private func makeStore() async throws -> TestStore<GatherFeature> {
    _ = try await env.gathers.createGather()
    return TestStore(
      initialState: .init(model: .fixture),
      reducer: GatherFeature(gatherService: env.gathers, clock: env.clock))
  }

  private let confirmation = AlertState<GatherFeature.Action>(
    message: AlertMessage(
      title: "End Gather", message: "Are you sure you want to end the gather?"),
    buttons: [
      .init(title: "Yes", role: .default, action: .endConfirmed),
      .init(title: "Cancel", role: .cancel, action: .alertDismissed),
    ])

  @Test func givenNewGather_whenViewLoads_thenTitleZeroScoresTenMinutesAndStart() {
    // When
    let state = GatherFeature.State(model: .fixture)

    // Then
    #expect(state.teamAScore == 0)
    #expect(state.teamBScore == 0)
    #expect(state.countdown.text == "10:00")
    #expect(state.countdown.actionTitle == "Start")
    #expect(state.picker == nil)
    #expect(state.isLoading == false)
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() {
    // When
    let sections = GatherFeature.State(model: .fixture).sections

    // Then
    #expect(sections.map(\.header) == ["Team A", "Team B"])
    #expect(sections.map { $0.rows.map(\.name) } == [["Ana", "Carla"], ["Bruno"]])
    #expect(sections.map { $0.rows.map(\.detail) } == [["MID", "-"], ["GK"]])
  }

  @Test func givenZeroScores_whenSteppersChange_thenEachTeamsLabelShowsItsValue() async throws {
    // Given
    let store = try await makeStore()

    // When
    store.send(.scoreChanged(.teamA, 2)) { $0.teamAScore = 2 }
    store.send(.scoreChanged(.teamB, 1)) { $0.teamBScore = 1 }
    store.send(.scoreChanged(.teamA, .nan))
    store.send(.scoreChanged(.bench, 4))

    // Then
    await store.finish()
  }

  @Test func givenGather_whenEndTapped_thenConfirmationIsAskedAndNothingIsSent() async throws {
    // Given
    let store = try await makeStore()

    // When
    store.send(.endTapped) { $0.alert = confirmation }

    // Then
    await store.finish()
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenEndConfirmation_whenCancelIsTapped_thenNothingIsSentAndScoresStay() async throws {
    // Given
    let store = try await makeStore()
    store.send(.scoreChanged(.teamA, 1)) { $0.teamAScore = 1 }
    store.send(.endTapped) { $0.alert = confirmation }

    // When
    store.send(.alertDismissed) { $0.alert = nil }

    // Then
    await store.finish()
    #expect(env.gathers.calls == [.create])
  }

  @Test func givenScoresTwoToOne_whenEndConfirmed_thenResultIsSavedTimerStopsAndDelegateIsTold()
    async throws
  {
    // Given
    let store = try await makeStore()
    store.send(.actionTapped) { $0.countdown.toggle() }
    store.send(.scoreChanged(.teamA, 2)) { $0.teamAScore = 2 }
    store.send(.scoreChanged(.teamB, 1)) { $0.teamBScore = 1 }
    store.send(.endTapped) { $0.alert = confirmation }

    // When
    store.send(.endConfirmed) {
      $0.alert = nil
      $0.isLoading = true
    }

    // Then
    let result = GatherResult(teamA: 2, teamB: 1)
    await store.receive(.endResponse(.success(result))) {
      $0.isLoading = false
      $0.countdown.stop()
    }
    await store.receive(.delegate(.gatherEnded))
    await store.finish()
    #expect(store.state.countdown.actionTitle == "Start")
    #expect(env.clock.sleeperCount == 0)
    #expect(env.gathers.storedGathers.first?.score == "2-1")
    #expect(env.gathers.storedGathers.first?.winnerTeam == "Team A")
  }

  @Test func givenDraw_whenEndConfirmed_thenWinnerIsNone() async throws {
    // Given
    let store = try await makeStore()

    // When
    store.send(.endConfirmed) { $0.isLoading = true }

    // Then
    await store.receive(.endResponse(.success(GatherResult(teamA: 0, teamB: 0)))) {
      $0.isLoading = false
    }
    await store.receive(.delegate(.gatherEnded))
    await store.finish()
    #expect(env.gathers.storedGathers.first?.winnerTeam == "None")
  }

  @Test func givenEndHeld_whenEndConfirmed_thenLoadingIsShownUntilTheAnswer() async throws {
    // Given
    let gate = env.gathers.control.suspend(.end)
    let store = try await makeStore()

    // When
    store.send(.endConfirmed) { $0.isLoading = true }
    await gate.waitForArrival()

    // Then
    #expect(store.runningEffects == 1)
    gate.open()
    await store.receive(.endResponse(.success(GatherResult(teamA: 0, teamB: 0)))) {
      $0.isLoading = false
    }
    await store.receive(.delegate(.gatherEnded))
    await store.finish()
  }

  @Test func givenEndFails_whenEndConfirmed_thenErrorAlertAndScoresAndTimerGoOn() async throws {
    // Given
    env.gathers.control.fail(.end, with: .transport)
    let store = try await makeStore()
    store.send(.scoreChanged(.teamB, 3)) { $0.teamBScore = 3 }
    store.send(.actionTapped) { $0.countdown.toggle() }

    // When
    store.send(.endConfirmed) { $0.isLoading = true }

    // Then
    await store.receive(.endResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = .error(
        title: "Error update", message: "Unable to update gather. Please try again.",
        dismiss: .alertDismissed)
    }
    await env.clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.countdown.tick() }
    #expect(store.state.countdown.text == "09:59")
    #expect(store.state.teamBScore == 3)
    store.send(.actionTapped) { $0.countdown.toggle() }
    await store.finish()
  }
}

import Domain
import TestSupport
import Testing

@testable import UDF

extension PlayerListFeature.State {
  /// A list that has appeared and shows `players`.
  static func loaded(_ players: [Player]) -> Self {
    var state = Self()
    state.players = players
    state.hasAppeared = true
    return state
  }
}

/// Player List's loading, reloading and the results other screens hand it (SPEC §3.2).
@MainActor
@Suite struct PlayerListFeatureTests {
  private let env = TestEnvironment(players: Player.squad)

  private func makeStore(_ state: PlayerListFeature.State = .init()) -> TestStore<
    PlayerListFeature
  > {
    TestStore(initialState: state, reducer: PlayerListFeature(playerService: env.players))
  }

  @Test func givenPlayers_whenViewAppears_thenLoadsThemInServerOrderWithoutAnOverlay() async {
    // Given
    let store = makeStore()

    // When
    store.send(.viewWillAppear) {
      $0.hasAppeared = true
      $0.isInteractionEnabled = false
    }

    // Then
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.isInteractionEnabled = true
      $0.players = Player.squad
    }
    await store.finish()
    #expect(
      store.state.controls
        == PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true))
    #expect(store.state.isChecked(Player.squad[0]) == nil)
    #expect(env.players.calls == [.players])
  }

  @Test func givenNoPlayers_whenViewAppears_thenShowsEmptyViewAndDisablesSelect() async {
    // Given
    let env = TestEnvironment()
    let store = TestStore(
      initialState: PlayerListFeature.State(),
      reducer: PlayerListFeature(playerService: env.players))

    // When
    store.send(.viewWillAppear) {
      $0.hasAppeared = true
      $0.isInteractionEnabled = false
    }

    // Then
    await store.receive(.playersResponse(.success([]))) {
      $0.isInteractionEnabled = true
      $0.isEmptyViewShown = true
    }
    await store.finish()
    #expect(store.state.controls.selectButton.isEnabled == false)
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let gate = env.players.control.suspend(.players)
    let store = makeStore()

    // When
    store.send(.viewWillAppear) {
      $0.hasAppeared = true
      $0.isInteractionEnabled = false
    }
    await gate.waitForArrival()

    // Then
    #expect(store.runningEffects == 1)
    gate.open()
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.isInteractionEnabled = true
      $0.players = Player.squad
    }
    await store.finish()
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let store = makeStore(.loaded(Player.squad))

    // When
    store.send(.viewWillAppear)

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenLoadFails_whenListAppears_thenErrorAlertAndInputIsBackOn() async {
    // Given
    env.players.control.fail(.players, with: .unauthorized)
    let store = makeStore()

    // When
    store.send(.viewWillAppear) {
      $0.hasAppeared = true
      $0.isInteractionEnabled = false
    }

    // Then
    await store.receive(.playersResponse(.failure(.unauthorized))) {
      $0.isInteractionEnabled = true
      $0.alert = PlayerListFeature.errorAlert(.unauthorized)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    await store.finish()
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    env.players.control.fail(.players, with: .transport)
    let store = makeStore(.loaded(Player.squad))

    // When
    store.send(.playerCreated) { $0.isInteractionEnabled = false }

    // Then
    await store.receive(.playersResponse(.failure(.transport))) {
      $0.isInteractionEnabled = true
      $0.alert = .error(
        title: "Error", message: ServiceError.transport.message, dismiss: .alertDismissed)
    }
    await store.finish()
    #expect(store.state.players.hasSameContents(as: Player.squad))
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async {
    // Given
    var state = PlayerListFeature.State.loaded([])
    state.isEmptyViewShown = true
    let store = makeStore(state)

    // When
    store.send(.retryTapped) {
      $0.isEmptyViewShown = false
      $0.isInteractionEnabled = false
    }

    // Then
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.isInteractionEnabled = true
      $0.players = Player.squad
    }
    await store.finish()
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async throws {
    // Given
    let store = makeStore(.loaded(Array(Player.squad.prefix(2))))
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    store.send(.playerCreated) { $0.isInteractionEnabled = false }

    // Then
    let reloaded = env.players.storedPlayers
    await store.receive(.playersResponse(.success(reloaded))) {
      $0.isInteractionEnabled = true
      $0.players = reloaded
    }
    await store.finish()
    #expect(reloaded.last?.name == "Eve")
  }

  @Test func givenPlayers_whenDetailReportsAnUpdate_thenReplacesTheRowWithoutReloading() async {
    // Given
    let store = makeStore(.loaded(Player.squad))
    var renamed = Player.squad[1]
    renamed.name = "Bruna"

    // When
    store.send(.playerUpdated(renamed)) { $0.players[1] = renamed }

    // Then
    await store.finish()
    #expect(store.state.players.map(\.name) == ["Ana", "Bruna", "Carla", "Dan"])
    #expect(env.players.calls.isEmpty)
  }
}

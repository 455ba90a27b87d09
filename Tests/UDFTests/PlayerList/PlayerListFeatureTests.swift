import Domain
import TestSupport
import Testing

@testable import UDF

extension PlayerListFeature.State {
  /// A list that has appeared and shows `players`.
  static func loaded(_ players: [Player]) -> Self {
    var state = Self()
    state.players = players
    state.loading = .loaded
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
    TestStore(initialState: state, reducer: PlayerListFeature()) { $0.playerService = env.players }
  }

  @Test func givenPlayers_whenViewAppears_thenLoadsThemInServerOrderWithoutAnOverlay() async {
    // Given
    let store = makeStore()

    // When
    store.send(.appeared) {
      $0.loading = .loading
    }

    // Then
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.loading = .loaded
      $0.players = Player.squad
    }
    await store.finish()
    #expect(store.state.isEmptyViewShown == false)
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
      reducer: PlayerListFeature()
    ) { $0.playerService = env.players }

    // When
    store.send(.appeared) {
      $0.loading = .loading
    }

    // Then
    await store.receive(.playersResponse(.success([]))) {
      $0.loading = .loaded
    }
    await store.finish()
    #expect(store.state.isEmptyViewShown)
    #expect(store.state.controls.selectButton.isEnabled == false)
  }

  @Test func givenLoadInFlight_whenViewAppears_thenInputIsOffUntilTheAnswer() async {
    // Given
    let gate = env.players.control.suspend(.players)
    let store = makeStore()

    // When
    store.send(.appeared) {
      $0.loading = .loading
    }
    await gate.waitForArrival()

    // Then
    #expect(store.state.isInteractionEnabled == false)
    gate.open()
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.loading = .loaded
      $0.players = Player.squad
    }
    #expect(store.state.isInteractionEnabled)
    await store.finish()
  }

  @Test func givenLoadedList_whenViewAppearsAgain_thenDoesNotReload() async {
    // Given
    let store = makeStore(.loaded(Player.squad))

    // When
    store.send(.appeared)

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }

  @Test func givenLoadFails_whenListAppears_thenErrorAlertAndInputIsBackOn() async {
    // Given
    env.players.control.fail(.players, with: .unauthorized)
    let store = makeStore()

    // When
    store.send(.appeared) {
      $0.loading = .loading
    }

    // Then
    await store.receive(.playersResponse(.failure(.unauthorized))) {
      $0.loading = .failed
      $0.alert = .error(title: "Error", message: ServiceError.unauthorized.message)
    }
    #expect(store.state.isInteractionEnabled)
    store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func givenLoadedList_whenReloadFails_thenAlertsAndKeepsTheRows() async {
    // Given
    env.players.control.fail(.players, with: .transport)
    let store = makeStore(.loaded(Player.squad))

    // When
    store.send(.playerCreated) { $0.loading = .reloading }

    // Then
    await store.receive(.playersResponse(.failure(.transport))) {
      $0.loading = .loaded
      $0.alert = .error(
        title: "Error", message: ServiceError.transport.message)
    }
    await store.finish()
    #expect(store.state.players.hasSameContents(as: Player.squad))
  }

  @Test func givenEmptyView_whenRetryTapped_thenHidesItAndLoadsAgain() async {
    // Given
    let store = makeStore(.loaded([]))
    #expect(store.state.isEmptyViewShown)

    // When
    store.send(.retryTapped) {
      $0.loading = .loading
    }

    // Then
    #expect(store.state.isEmptyViewShown == false)
    await store.receive(.playersResponse(.success(Player.squad))) {
      $0.loading = .loaded
      $0.players = Player.squad
    }
    await store.finish()
    #expect(store.state.isEmptyViewShown == false)
  }

  @Test func givenPlayerAdded_whenPlayerAddReports_thenLoadsTheListAgain() async throws {
    // Given
    let store = makeStore(.loaded(Array(Player.squad.prefix(2))))
    try await env.players.create(PlayerCreate(name: "Eve"))

    // When
    store.send(.playerCreated) { $0.loading = .reloading }

    // Then
    let reloaded = env.players.storedPlayers
    await store.receive(.playersResponse(.success(reloaded))) {
      $0.loading = .loaded
      $0.players = reloaded
    }
    await store.finish()
    #expect(reloaded.last?.name == "Eve")
  }
}

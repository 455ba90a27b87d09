import Domain
import TestSupport
import Testing

@testable import UDF

/// Player Add's state and reducer: the name, Done's rule and the create (SPEC §3.5).
@MainActor
@Suite struct PlayerAddFeatureTests {
  private let env = TestEnvironment()

  private func makeStore() -> TestStore<PlayerAddFeature> {
    TestStore(initialState: .init(), reducer: PlayerAddFeature()) { $0.playerService = env.players }
  }

  @Test func givenNewScreen_whenViewLoads_thenDoneIsDisabled() {
    // When
    let state = PlayerAddFeature.State()

    // Then
    #expect(state.name == "")
    #expect(state.canSave == false)
  }

  @Test func givenEmptyField_whenNameTypedThenCleared_thenDoneFollowsTheText() async {
    // Given
    let store = makeStore()

    // When
    store.send(.nameChanged("E")) { $0.name = "E" }
    let enabledWhileTyped = store.state.canSave
    store.send(.nameChanged("")) { $0.name = "" }

    // Then
    #expect(enabledWhileTyped)
    #expect(store.state.canSave == false)
    await store.finish()
  }

  @Test func givenName_whenDoneTapped_thenCreatesWithOnlyTheNameNotifiesAndPops() async {
    // Given
    let store = makeStore()
    store.send(.nameChanged("Eve")) { $0.name = "Eve" }

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then: popping is the root's answer to the delegate action
    await store.receive(.createResponse(.success("Eve"))) { $0.isLoading = false }
    await store.receive(.delegate(.playerCreated))
    await store.finish()
    #expect(env.players.calls == [.create(PlayerCreate(name: "Eve"))])
  }

  @Test func givenCreateInFlight_whenDoneTapped_thenLoadingIsShownUntilTheAnswer() async {
    // Given
    let gate = env.players.control.suspend(.create)
    let store = makeStore()
    store.send(.nameChanged("Eve")) { $0.name = "Eve" }

    // When
    store.send(.doneTapped) { $0.isLoading = true }
    await gate.waitForArrival()

    // Then
    #expect(store.state.isLoading)
    gate.open()
    await store.receive(.createResponse(.success("Eve"))) { $0.isLoading = false }
    await store.receive(.delegate(.playerCreated))
    await store.finish()
  }

  @Test func givenCreateFails_whenDoneTapped_thenAlertsAndStaysWithoutNotifying() async {
    // Given
    env.players.control.fail(.create, with: .transport)
    let store = makeStore()
    store.send(.nameChanged("Eve")) { $0.name = "Eve" }

    // When
    store.send(.doneTapped) { $0.isLoading = true }

    // Then: a fixed text, not the error's own
    await store.receive(.createResponse(.failure(.transport))) {
      $0.isLoading = false
      $0.alert = .error(
        title: "Error update", message: "Unable to create player. Please try again.")
    }
    store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func givenEmptyName_whenDoneTapped_thenNothingIsSent() async {
    // Given
    let store = makeStore()

    // When
    store.send(.doneTapped)

    // Then
    await store.finish()
    #expect(env.players.calls.isEmpty)
  }
}

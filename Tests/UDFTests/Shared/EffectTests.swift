import TestSupport
import Testing

@testable import UDF

/// `Effect.map`: a child's effect turned into its parent's, as the root does for every screen.
@MainActor
@Suite struct EffectTests {
  /// A store of the strings reduced; "go" runs `effect`, mapped from numbers to strings.
  private func makeStore(_ effect: Effect<Int>) -> Store<[String], String> {
    recordingStore([String]()) { state, action in
      state.append(action)
      switch action {
      case "go": return effect.map(String.init)
      case "stop": return Effect<Int>.cancel(id: "work").map(String.init)
      default: return .none
      }
    }.store
  }

  @Test func givenAMergeOfEveryKind_whenMapped_thenEachSendArrivesTransformed() async {
    // Given
    let store = makeStore(
      .merge(
        .none, .send(1), .run { send in send(2) }, .merge([.send(3)]),
        Effect<Int>.run { send in send(4) }.cancellable(id: "work")))

    // When
    await store.send("go").finish()

    // Then: sends first, in order; then the two runs' sends
    #expect(store.state.prefix(3) == ["go", "1", "3"])
    #expect(store.state.dropFirst(3).sorted() == ["2", "4"])
  }

  @Test func givenAMappedCancellableEffect_whenItsIdIsCancelled_thenItsSendIsDropped() async {
    // Given
    let gate = Gate()
    let store = makeStore(
      Effect<Int>.run { send in
        await gate.pass()
        send(1)
      }
      .cancellable(id: "work"))
    let go = store.send("go")
    await gate.waitForArrival()

    // When
    store.send("stop")
    gate.open()
    await go.finish()

    // Then
    #expect(store.state == ["go", "stop"])
  }
}

import Testing

@testable import UDF

/// The test store is exhaustive as TCA's is: a test that ends with work it did not account for
/// fails, whether or not it calls `finish()`.
@MainActor
@Suite struct TestStoreTests {
  /// A counter whose `ping` sends `pong` back, and whose `wait` waits until cancelled.
  private struct Counter: Reducer {
    enum Action: Equatable, Sendable { case ping, pong, wait }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .ping:
        return .send(.pong)
      case .pong:
        state += 1
        return .none
      case .wait:
        return .run { _ in
          // Parked until cancelled, without spinning on the main actor.
          let (never, continuation) = AsyncStream<Void>.makeStream()
          for await _ in never {}
          continuation.finish()
        }
      }
    }
  }

  @Test func givenAnActionNotReceived_whenTheTestEndsWithoutFinish_thenTheTestFails() {
    withKnownIssue {
      // Given
      let store = TestStore(initialState: 0, reducer: Counter())

      // When: the test ends with `pong` never received
      store.send(.ping)
    } matching: {
      $0.description.contains("not received")
    }
  }

  @Test func givenAnEffectStillRunning_whenTheTestEndsWithoutFinish_thenTheTestFails() {
    withKnownIssue {
      // Given
      let store = TestStore(initialState: 0, reducer: Counter())

      // When: the test ends while the effect still runs
      store.send(.wait)
    } matching: {
      $0.description.contains("still running")
    }
  }

  @Test func givenEveryActionReceived_whenTheTestEnds_thenItPasses() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Counter())

    // When
    store.send(.ping)

    // Then
    await store.receive(.pong) { $0 = 1 }
  }
}

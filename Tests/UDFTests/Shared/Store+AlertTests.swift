import Domain
import Testing

@testable import UDF

/// `Store.scope(state:action:)` for an alert: the binding a declarative screen presents it with,
/// which sends `.dismiss` when the UI clears an alert the state still holds.
@MainActor
@Suite struct StoreAlertTests {
  private let alert = AlertState<Never>.error(title: "Error", message: "Broken.")

  /// A store of an alert that any of its actions clears, and its recorder.
  private func makeStore() -> (
    store: Store<AlertState<Never>?, PresentationAction<Never>>,
    recorder: RecordingReducer<AlertState<Never>?, PresentationAction<Never>>
  ) {
    recordingStore(alert) { state, _ in
      state = nil
      return .none
    }
  }

  @Test func givenAPresentedAlert_whenTheUIClearsIt_thenDismissIsSent() async {
    // Given
    let (store, recorder) = makeStore()
    let binding = store.scope(state: { $0 }, action: { $0 })
    #expect(binding.wrappedValue?.alert == alert)

    // When
    binding.wrappedValue = nil

    // Then
    #expect(await waitUntil { recorder.actions == [.dismiss] })
    #expect(binding.wrappedValue == nil)
  }

  @Test func givenAButtonThatAnswersAfterTheUIClearedIt_whenItsActionIsSent_thenNoDismissFollows()
    async
  {
    // Given: the kit clears the binding first, then runs the button's action
    let (store, recorder) = makeStore()
    let binding = store.scope(state: { $0 }, action: { $0 })
    let button = binding.wrappedValue

    // When
    binding.wrappedValue = nil
    await button?.send(.dismiss).finish()
    // Runs after the binding's own check, which the main actor queued first.
    await Task {}.value

    // Then: only the button's action
    #expect(recorder.actions == [.dismiss])
  }
}

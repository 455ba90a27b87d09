@testable import UDF

/// A reducer that records every action it is given, then changes the state only as the test's
/// `update` says: the store under a view controller test, so the test reads what the screen sent.
@MainActor
final class RecordingReducer<State: Equatable & Sendable, Action: Sendable>: Reducer {
  /// Every action reduced, in order.
  private(set) var actions: [Action] = []
  private let update: @MainActor (inout State, Action) -> Effect<Action>

  /// A recorder that applies `update` after recording; by default it changes nothing.
  init(_ update: @escaping @MainActor (inout State, Action) -> Effect<Action> = { _, _ in .none }) {
    self.update = update
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    actions.append(action)
    return update(&state, action)
  }
}

/// A store over a new recorder, for a view controller test, on the dependencies
/// `prepareDependencies` sets; returns both.
@MainActor
func recordingStore<State: Equatable & Sendable, Action: Sendable>(
  _ initialState: State,
  update: @escaping @MainActor (inout State, Action) -> Effect<Action> = { _, _ in .none },
  withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
) -> (store: Store<State, Action>, recorder: RecordingReducer<State, Action>) {
  let recorder = RecordingReducer<State, Action>(update)
  let store = Store(
    initialState: initialState, reducer: recorder, withDependencies: prepareDependencies)
  return (store, recorder)
}

/// A screen's logic: changes its state for an action and says what work should follow.
///
/// It never awaits and never touches services, stores or the clock: those run in the `Effect` it
/// returns, which reports back with actions. As in TCA 1.x, a reducer either writes
/// `reduce(into:action:)` or composes others in `body` (`Scope`, `Reduce`, `ifLet`, `forEach`).
@MainActor
protocol Reducer<State, Action>: Sendable {
  /// The screen's whole state, as one value.
  associatedtype State: Equatable & Sendable
  /// Everything that can happen to the screen.
  associatedtype Action: Sendable
  /// The reducers this one is made of; `Never` for one that writes `reduce(into:action:)`.
  associatedtype Body

  /// Changes `state` for `action`; returns the work that follows, if any.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action> var body: Body { get }
}

/// A reducer of `R`'s state and actions, as TCA's `ReducerOf`.
typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// None: this reducer writes `reduce(into:action:)`.
  var body: Never { fatalError("\(Self.self) has no body") }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer written as a closure, as TCA's `Reduce`: a feature's own logic within its `body`.
struct Reduce<State: Equatable & Sendable, Action: Sendable>: Reducer {
  private let update: @MainActor @Sendable (inout State, Action) -> Effect<Action>

  /// The reducer `update`.
  init(_ update: @escaping @MainActor @Sendable (inout State, Action) -> Effect<Action>) {
    self.update = update
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    update(&state, action)
  }
}

/// Two reducers run one after the other on the same action, their effects merged.
struct CombineReducers<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First
  let second: Second

  func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let effect = first.reduce(into: &state, action: action)
    return .merge(effect, second.reduce(into: &state, action: action))
  }
}

/// Builds a `body` from reducers listed one per line, as TCA's `ReducerBuilder`.
@MainActor
@resultBuilder
enum ReducerBuilder<State: Equatable & Sendable, Action: Sendable> {
  /// Each line, typed in the body's state and actions (so `\.login` knows its root).
  static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action { expression }

  static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  static func buildPartialBlock<First: Reducer, Next: Reducer>(accumulated: First, next: Next)
    -> CombineReducers<First, Next>
  where First.State == State, First.Action == Action, Next.State == State, Next.Action == Action {
    CombineReducers(first: accumulated, second: next)
  }
}

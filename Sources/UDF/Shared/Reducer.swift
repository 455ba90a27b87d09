/// A screen's logic: changes its state for an action and says what work should follow.
///
/// It never awaits and never touches services, stores or the clock: those run in the `Effect` it
/// returns, which reports back with actions.
@MainActor
protocol Reducer: Sendable {
  /// The screen's whole state, as one value.
  associatedtype State: Equatable & Sendable
  /// Everything that can happen to the screen.
  associatedtype Action: Sendable

  /// Changes `state` for `action`; returns the work that follows, if any.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// Runs a child reducer on a part of the state and the child's actions, as TCA's `Scope`.
///
/// The part is a stored property of a struct (`Scope(state: \.login, action: Action.login)`) or a
/// case of an enum (`Scope(state: .case(State.gather), action: Action.gather)`). Other actions
/// pass by.
struct Scope<ParentState: Equatable & Sendable, ParentAction: Sendable, Child: Reducer>: Reducer {
  private let toChildState: @Sendable (ParentState) -> Child.State?
  private let embedState: @Sendable (inout ParentState, Child.State) -> Void
  private let toChildAction: AnyCasePath<ParentAction, Child.Action>
  private let child: Child

  /// `child` on the state at `state`, for the actions of the case `action`.
  init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState> & Sendable,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    toChildState = { $0[keyPath: state] }
    embedState = { $0[keyPath: state] = $1 }
    toChildAction = AnyCasePath(action)
    self.child = child()
  }

  /// `child` on the case `state` of an enum state, for the actions of the case `action`; an
  /// action of the child while the state is another case is reported, as TCA reports it.
  init<ChildState, ChildAction>(
    state toState: AnyCasePath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    toChildState = toState.extract
    embedState = { $0 = toState.embed($1) }
    toChildAction = AnyCasePath(action)
    self.child = child()
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    guard var childState = toChildState(state) else {
      RuntimeIssue.report("\(childAction) was sent to a screen of another kind: \(state)")
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    embedState(&state, childState)
    return effect.map(toChildAction.embed)
  }
}

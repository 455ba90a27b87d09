extension Reducer {
  /// Runs `element` on the pushed screen an `.element` action names, then this reducer, as TCA's
  /// `.forEach(\.path, action: \.path)`: a `.popFrom` pops and a `.push` pushes before this
  /// reducer runs, and the work of every screen that left the stack, whoever popped it, is
  /// cancelled.
  ///
  /// A screen's effects are marked with its id and its cancel ids made its own, so two screens of
  /// one kind never cancel each other's work. An action for a screen no longer on the stack is
  /// reported as a runtime issue, not dropped in silence.
  func forEach<ElementState, ElementAction, Element: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> some Reducer<State, Action>
  where ElementState == Element.State, ElementAction == Element.Action {
    let toStackAction = AnyCasePath(action)
    let element = element()
    return Reduce { [self] state, action in
      guard let stackAction = toStackAction.extract(action) else {
        return reduce(into: &state, action: action)
      }
      let before = state[keyPath: stack].ids
      var elementEffect = Effect<Action>.none
      switch stackAction {
      case .element(let id, let elementAction):
        guard var elementState = state[keyPath: stack][id: id] else {
          RuntimeIssue.report(
            "\(elementAction) was sent to screen \(id.rawValue), not on the stack")
          return .none
        }
        elementEffect = element.reduce(into: &elementState, action: elementAction)
          .scopingCancelIDs(to: StackEffectID(id: id))
          .map { toStackAction.embed(.element(id: id, action: $0)) }
          .cancellable(id: StackEffectID(id: id))
        state[keyPath: stack][id: id] = elementState
      case .popFrom(let id):
        guard state[keyPath: stack][id: id] != nil else {
          RuntimeIssue.report("A pop from screen \(id.rawValue), not on the stack")
          return .none
        }
        state[keyPath: stack].pop(from: id)
      case .push(let id, let elementState):
        guard id >= state[keyPath: stack].nextPushID else {
          RuntimeIssue.report("A push as screen \(id.rawValue), an id the stack has given")
          return .none
        }
        state[keyPath: stack].append(elementState, id: id)
      }
      let parentEffect = reduce(into: &state, action: action)
      let gone = before.filter { !state[keyPath: stack].ids.contains($0) }
      return .merge(
        [elementEffect, parentEffect] + gone.map { .cancel(id: StackEffectID(id: $0)) })
    }
  }
}

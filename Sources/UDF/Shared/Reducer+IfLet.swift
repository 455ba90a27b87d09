extension Reducer {
  /// Dismisses the alert at `alert` for any action it sends, before this reducer sees the
  /// action, as TCA's `.ifLet(\.$alert, action: \.alert)`: a button's action (`.presented`) or a
  /// dismissal (`.dismiss`) both leave the state with no alert.
  ///
  /// An alert action arriving with no alert presented is a misrouted action, reported as TCA
  /// reports it (a test fails); stricter than TCA, this reducer then does not see it, so no delete
  /// or end runs without its confirmation shown.
  func ifLet<AlertAction>(
    _ alert: WritableKeyPath<State, AlertState<AlertAction>?> & Sendable,
    action: @escaping @Sendable (PresentationAction<AlertAction>) -> Action
  ) -> some Reducer<State, Action> {
    let toAlertAction = AnyCasePath(action)
    return Reduce { [self] state, action in
      if let alertAction = toAlertAction.extract(action) {
        guard state[keyPath: alert] != nil else {
          RuntimeIssue.report("\(alertAction) was sent while no alert is presented")
          return .none
        }
        state[keyPath: alert] = nil
      }
      return reduce(into: &state, action: action)
    }
  }
}

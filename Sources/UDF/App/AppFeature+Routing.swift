import Domain

extension AppFeature {
  /// Turns a screen's delegate action into navigation, and hands results on as actions.
  func route(_ action: Path.Action, from id: StackElementID, state: inout State)
    -> Effect<Action>
  {
    switch action {
    case .playerList(.delegate(let delegate)):
      state.path.append(Path.State(delegate))
      return .none
    case .playerDetail(.delegate(.editField(let player, let field))):
      state.path.append(.playerEdit(.init(player: player, field: field)))
      return .none
    case .playerDetail(.delegate(.playerUpdated(let player))):
      return send(.playerList(.playerUpdated(player)), toFirst: \.isPlayerList, in: state)
    case .playerEdit(.delegate(.playerUpdated(let player))):
      let pop: Effect<Action> = state.path.pop(from: id)
      return .merge(
        pop, send(.playerDetail(.playerUpdated(player)), toFirst: \.isPlayerDetail, in: state))
    case .playerAdd(.delegate(.playerCreated)):
      // Popped first, so Player Add never takes input while the list loads again.
      let pop: Effect<Action> = state.path.pop(from: id)
      return .merge(pop, send(.playerList(.playerCreated), toFirst: \.isPlayerList, in: state))
    case .confirmPlayers(.delegate(.gatherStarted(let model))):
      state.path.append(.gather(.init(model: model)))
      return .none
    case .gather(.delegate(.gatherEnded)):
      guard let confirm = state.path.firstID(where: \.isConfirmPlayers) else { return .none }
      let pop: Effect<Action> = state.path.pop(from: confirm)
      return .merge(pop, send(.playerList(.gatherEnded), toFirst: \.isPlayerList, in: state))
    default:
      return .none
    }
  }

  private func send(
    _ action: Path.Action, toFirst matches: (Path.State) -> Bool, in state: State
  ) -> Effect<Action> {
    guard let id = state.path.firstID(where: matches) else { return .none }
    return .send(.path(.element(id: id, action: action)))
  }
}

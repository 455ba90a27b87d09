import Domain

extension AppFeature {
  /// Turns a screen's delegate action into navigation, and sets its results where the other
  /// screens sit in the path, as SyncUps' root does.
  func route(_ action: Path.Action, from id: StackElementID, path: inout StackState<Path.State>)
    -> Effect<Action>
  {
    switch action {
    case .playerList(.delegate(let delegate)):
      path.append(Path.State(delegate))
      return .none
    case .playerDetail(.delegate(.editField(let player, let field))):
      path.append(.playerEdit(.init(player: player, field: field)))
      return .none
    case .playerEdit(.delegate(.playerUpdated(let player))):
      path.pop(from: id)
      for screen in path.ids { path[id: screen]?.show(player) }
      return .none
    case .playerAdd(.delegate(.playerCreated)):
      // Popped first, so Player Add never takes input while the list loads again.
      path.pop(from: id)
      return send(.playerList(.playerCreated), toFirst: \.isPlayerList, in: path)
    case .confirmPlayers(.delegate(.gatherStarted(let model))):
      path.append(.gather(.init(model: model)))
      return .none
    case .gather(.delegate(.gatherEnded)):
      guard let confirm = path.firstID(where: \.isConfirmPlayers) else {
        RuntimeIssue.report("Gather ended with no Confirm Players below it")
        return .none
      }
      path.pop(from: confirm)
      return send(.playerList(.gatherEnded), toFirst: \.isPlayerList, in: path)
    default:
      return .none
    }
  }

  private func send(
    _ action: Path.Action, toFirst matches: (Path.State) -> Bool, in path: StackState<Path.State>
  ) -> Effect<Action> {
    guard let id = path.firstID(where: matches) else {
      RuntimeIssue.report("\(action) has no screen to go to")
      return .none
    }
    return .send(.path(.element(id: id, action: action)))
  }
}

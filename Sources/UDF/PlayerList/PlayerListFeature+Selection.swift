import Domain

extension PlayerListFeature {
  // MARK: - Modes and selection

  /// Select/Cancel: switches mode, with nobody ticked.
  func selectTapped(_ state: inout State) -> Effect<Action> {
    state.isSelecting.toggle()
    state.selection.removeAll()
    return .none
  }

  /// The bottom button: Add player in list mode, Confirm players in selection mode.
  func actionTapped(_ state: State) -> Effect<Action> {
    if !state.isSelecting { return .send(.delegate(.showPlayerAdd)) }
    guard state.selection.canConfirm else { return .none }
    // List order, not tap order.
    return .send(.delegate(.showConfirmPlayers(state.selection.selectedPlayers(in: state.players))))
  }

  /// A player tapped: opens it in list mode; ticks or unticks it in selection mode.
  func playerTapped(_ id: Player.ID, state: inout State) -> Effect<Action> {
    guard let player = state.players.first(where: { $0.id == id }) else { return .none }
    guard state.isSelecting else { return .send(.delegate(.showPlayerDetail(player))) }
    state.selection.toggle(player)
    return .none
  }

  /// The gather ended: back to list mode, with nobody ticked and without a reload.
  func gatherEnded(_ state: inout State) -> Effect<Action> {
    state.isSelecting = false
    state.selection.removeAll()
    return .none
  }
}

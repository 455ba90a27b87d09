import Domain

extension PlayerListFeature {
  /// Swipe, confirmation, and the delete itself.
  func reduceDeletion(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deleteSwiped(let index):
      guard !state.isSelecting, state.players.indices.contains(index) else { return .none }
      state.pendingDeletion = state.players[index]
      state.alert = AlertState(
        message: AlertMessage(
          title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage),
        buttons: [
          .init(
            title: PlayerListTexts.deleteConfirmButton, role: .destructive, action: .deleteConfirmed
          ),
          .init(title: PlayerListTexts.deleteCancelButton, role: .cancel, action: .deleteCancelled),
        ])
      return .none
    case .deleteConfirmed:
      state.alert = nil
      guard let player = state.pendingDeletion else { return .none }
      state.pendingDeletion = nil
      state.isLoading = true
      return .service(
        { [playerService] () async throws(ServiceError) in
          try await playerService.delete(id: player.id)
          return player
        }, then: Action.deleteResponse)
    case .deleteCancelled:
      state.alert = nil
      state.pendingDeletion = nil
      return .none
    case .deleteResponse(.success(let player)):
      // Hidden on both paths: the originals left the overlay up after a delete.
      state.isLoading = false
      state.players.removeAll { $0 == player }
      if state.players.isEmpty { state.isEmptyViewShown = true }
      return .none
    case .deleteResponse(.failure(let error)):
      state.isLoading = false
      state.alert = Self.errorAlert(error)
      return .none
    default:
      return .none
    }
  }
}

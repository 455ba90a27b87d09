import Domain

extension PlayerListFeature {
  /// Swipe and its confirmation; the swiped player travels in the alert's Delete action.
  func reduceDeletion(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deleteSwiped(let id):
      guard !state.isSelecting, let player = state.players.first(where: { $0.id == id }) else {
        return .none
      }
      state.alert = AlertState(
        message: AlertMessage(
          title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage),
        buttons: [
          .init(
            title: PlayerListTexts.deleteConfirmButton, role: .destructive,
            action: .deleteConfirmed(player)),
          .init(title: PlayerListTexts.deleteCancelButton, role: .cancel),
        ])
      return .none
    case .deleteResponse(.success(let player)):
      // Hidden on both paths: the originals left the overlay up after a delete.
      state.loading = .loaded
      state.players.removeAll { $0 == player }
      return .none
    case .deleteResponse(.failure(let error)):
      state.loading = .loaded
      state.alert = Self.errorAlert(error)
      return .none
    default:
      return .none
    }
  }

  /// The delete itself, behind the overlay.
  func delete(_ player: Player, state: inout State) -> Effect<Action> {
    state.loading = .deleting
    return .service(
      { [playerService] () async throws(ServiceError) in
        try await playerService.delete(id: player.id)
        return player
      }, then: Action.deleteResponse)
  }
}

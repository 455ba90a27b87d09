import Domain

extension PlayerListViewModel {
  // MARK: - Inputs: delete

  /// The user asks to delete `player` (a swipe): the confirmation asks first.
  func delete(_ player: Player) {
    guard canDelete, let index = players.firstIndex(of: player) else { return }
    playerPendingDeletion = players[index]
    alert = .deleteConfirmation(
      AlertMessage(title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage))
  }

  /// The user cancels the deletion.
  func cancelDeletion() {
    alert = nil
    playerPendingDeletion = nil
  }

  /// The user confirms the deletion; returns once the server has answered.
  func confirmDeletion() async {
    alert = nil
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    isLoading = true
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      // Hidden on both paths: the originals left the overlay up after a delete.
      isLoading = false
      players.removeAll { $0 == player }
      if players.isEmpty { isEmptyViewShown = true }
      publish()
    } catch {
      isLoading = false
      alert = .error(AlertMessage(title: PlayerListTexts.errorTitle, message: error.message))
    }
  }
}

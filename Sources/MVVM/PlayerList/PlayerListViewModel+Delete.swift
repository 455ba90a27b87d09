import Domain

extension PlayerListViewModel {
  // MARK: - Inputs: delete

  /// The swipe action Delete was tapped on row `index`: ask for confirmation.
  func deleteTapped(at index: Int) {
    guard canDeleteRow(at: index), players.indices.contains(index) else { return }
    playerPendingDeletion = players[index]
    alert = .deleteConfirmation(
      AlertMessage(title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage))
  }

  /// The row of `player` was swiped to delete, as a list naming its rows by player reports it.
  func deleteTapped(_ player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    deleteTapped(at: index)
  }

  /// The confirmation's Cancel was tapped.
  func deleteCancelled() {
    alert = nil
    playerPendingDeletion = nil
  }

  /// The confirmation's Delete was tapped; returns once the server has answered.
  func deleteConfirmed() async {
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

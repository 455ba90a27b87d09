import Domain

extension PlayerListPresenter {
  // MARK: - Delete

  func deleteTapped(at index: Int) {
    // Swipe-to-delete is list mode only.
    guard !isSelecting, players.indices.contains(index) else { return }
    playerPendingDeletion = players[index]
    view?.showDeleteConfirmation(
      title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage,
      confirmTitle: PlayerListTexts.deleteConfirmButton,
      cancelTitle: PlayerListTexts.deleteCancelButton)
  }

  func deleteCancelled() {
    playerPendingDeletion = nil
  }

  func deleteConfirmed() async {
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    view?.showLoading()
    await interactor.deletePlayer(player)
  }

  func didDeletePlayer(_ player: Player) {
    // Hidden on both paths: the originals left the overlay up after a delete.
    view?.hideLoading()
    players.removeAll { $0 == player }
    showRows()
    if players.isEmpty {
      view?.showEmptyView(message: PlayerListTexts.emptyMessage)
      // Select is disabled once there is no one left to select.
      showControls()
    }
  }

  func didFailToDeletePlayer(with error: ServiceError) {
    view?.hideLoading()
    view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
  }
}

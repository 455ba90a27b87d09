import Domain

extension PlayerListPresenter {
  // MARK: - Delete

  func deleteTapped(id: Player.ID) {
    guard let index = players.firstIndex(where: { $0.id == id }) else { return }
    deleteTapped(at: index)
  }

  func deleteTapped(at index: Int) {
    guard canDeleteRow(at: index) else { return }
    playerPendingDeletion = players[index]
    view?.showDeleteConfirmation(
      title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage)
  }

  func deleteCancelled() {
    playerPendingDeletion = nil
  }

  func deleteConfirmed() async {
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    view?.showLoading()
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      // Hidden on both paths: the originals left the overlay up after a delete.
      view?.hideLoading()
      removeRow(of: player)
    } catch {
      view?.hideLoading()
      view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
    }
  }

  private func removeRow(of player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    players.remove(at: index)
    view?.deleteRow(at: index)
    if players.isEmpty {
      view?.showEmptyView(true)
      // Select is disabled once there is no one left to select.
      updateControls()
    }
  }
}

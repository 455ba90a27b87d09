import Domain

extension PlayerListInteractor {
  // MARK: - Delete

  func deletePlayer(request: PlayerListScene.DeletePlayer.Request) {
    guard !isSelecting, let player = players.first(where: { $0.id == request.id }) else { return }
    playerPendingDeletion = player
    presenter.presentDeleteConfirmation(response: PlayerListScene.DeletePlayer.Response())
  }

  func confirmDelete(request: PlayerListScene.ConfirmDelete.Request) async {
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    guard request.isConfirmed else { return }
    presentDeleting(true)
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      // Hidden on both paths: the originals left the overlay up after a delete.
      presentDeleting(false)
      players.removeAll { $0 == player }
      presentPlayers()
    } catch {
      presentDeleting(false)
      presenter.presentError(response: PlayerListScene.Failure.Response(error: error))
    }
  }

  private func presentDeleting(_ isLoading: Bool) {
    presenter.presentLoading(
      response: PlayerListScene.Loading.Response(activity: .deleting, isLoading: isLoading))
  }
}

import Domain

extension PlayerListPresenter {
  // MARK: - Delete

  func deleteTapped(id: Player.ID) {
    interactor.requestDeletion(id: id)
  }

  func deleteCancelled() {
    interactor.cancelDeletion()
  }

  func deleteConfirmed() async {
    await interactor.confirmDeletion()
  }

  func didRequestDeletion() {
    view?.showDeleteConfirmation(
      title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage,
      confirmTitle: PlayerListTexts.deleteConfirmButton,
      cancelTitle: PlayerListTexts.deleteCancelButton)
  }

  func willDeletePlayer() {
    view?.showLoading()
  }

  func didDeletePlayer(leaving players: [Player], selection: PlayerSelection?) {
    // Hidden on both paths: the originals left the overlay up after a delete.
    view?.hideLoading()
    // Select is disabled once there is no one left to select.
    updateControls(players, selection: selection)
    if players.isEmpty { view?.showEmptyView(true) }
  }

  func didFailToDeletePlayer(with error: ServiceError) {
    view?.hideLoading()
    view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
  }
}

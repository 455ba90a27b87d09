import Domain

extension PlayerListPresenter {
  // MARK: - Loading

  func retryTapped() async {
    view?.showEmptyView(false)
    await loadPlayers()
  }

  func playerAddDidCreatePlayer() async {
    await loadPlayers()
  }

  /// Loads the players without an overlay; input is off until the answer is back (SPEC §3.2).
  func loadPlayers() async {
    view?.setUserInteractionEnabled(false)
    do throws(ServiceError) {
      let loaded = try await playerService.players()
      view?.setUserInteractionEnabled(true)
      players = loaded
      view?.showEmptyView(players.isEmpty)
      view?.reloadData()
      updateControls()
    } catch {
      view?.setUserInteractionEnabled(true)
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
    }
  }
}

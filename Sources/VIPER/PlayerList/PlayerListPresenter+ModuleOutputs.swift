import Domain

// The results of the modules Player List opens: each reaches this presenter as that module's
// output, handed to the module by this module's router.

// MARK: - PlayerDetailModuleOutput

extension PlayerListPresenter: PlayerDetailModuleOutput {
  func playerDetailDidUpdate(_ player: Player) {
    // No reload: the interactor replaces its copy and the list is redrawn.
    interactor.updatePlayer(player)
  }
}

// MARK: - PlayerAddModuleOutput

extension PlayerListPresenter: PlayerAddModuleOutput {
  func playerAddDidCreatePlayer() async {
    // Player Add has closed; the list loads again, input off until the players are back.
    await loadPlayers()
  }
}

// MARK: - GatherModuleOutput

extension PlayerListPresenter: GatherModuleOutput {
  func gatherDidEnd() {
    // Gather's router pops back here; the list returns to list mode without a reload.
    interactor.setSelecting(false)
  }
}

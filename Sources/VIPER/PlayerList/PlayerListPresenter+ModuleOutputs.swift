import Domain

// The results of the modules Player List opens: each reaches this presenter as that module's
// output, handed to the module by this module's router.

// MARK: - PlayerDetailModuleOutput

extension PlayerListPresenter: PlayerDetailModuleOutput {
  func playerDetailDidUpdate(_ player: Player) {
    // Players are equal by id, so this finds the edited player's old row; no reload.
    guard let index = players.firstIndex(of: player) else { return }
    players[index] = player
    showRows()
  }
}

// MARK: - PlayerAddModuleOutput

extension PlayerListPresenter: PlayerAddModuleOutput {
  func playerAddDidCreatePlayer() {
    // Loaded when the list appears again, as Player Add pops, so the load is the list's work.
    needsReload = true
  }
}

// MARK: - GatherModuleOutput

extension PlayerListPresenter: GatherModuleOutput {
  func gatherDidEnd() {
    // Gather's router pops back here; the list returns to list mode without a reload.
    setSelecting(false)
  }
}

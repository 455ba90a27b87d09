import Domain

extension PlayerListViewModel {
  // MARK: - Screens the list opens

  /// Builds Player Detail's view model for `player` and shows it; a saved edit comes back here.
  func showPlayerDetail(of player: Player) {
    let actions = actions
    let detail = PlayerDetailViewModel(
      player: player, playerService: playerService,
      actions: .init(
        showPlayerEdit: { actions.show(.playerEdit($0)) },
        // Player Edit is the top screen then: closing it leads back to Player Detail.
        closePlayerEdit: actions.close,
        playerUpdated: { [weak self] in self?.playerUpdated($0) }))
    actions.show(.playerDetail(detail))
  }

  /// Builds Player Add's view model and shows it; a created player makes this list load again.
  func showPlayerAdd() {
    let add = PlayerAddViewModel(
      playerService: playerService,
      actions: .init(
        // Awaited by Player Add after it has closed, so the driver waits for the players.
        playerCreated: { [weak self] in await self?.playerCreated() },
        close: { [weak self] in self?.returnHere() }))
    actions.show(.playerAdd(add))
  }

  /// Builds Confirm Players' view model with `players` on the bench and shows it; the gather's
  /// end comes back here.
  func showConfirmPlayers(with players: [Player]) {
    let actions = actions
    let confirm = ConfirmPlayersViewModel(
      gatherService: gatherService, clock: clock, players: players,
      actions: .init(
        showGather: { actions.show(.gather($0)) },
        gatherEnded: { [weak self] in self?.gatherEnded() }))
    actions.show(.confirmPlayers(confirm))
  }

  /// Takes the screens this list opened away.
  private func returnHere() {
    actions.returnTo(.playerList(self))
  }
}

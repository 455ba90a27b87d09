import Domain

extension PlayerListInteractor {
  // MARK: - Modes and selection

  func changeMode(request: PlayerListScene.ChangeMode.Request) {
    setSelecting(!isSelecting)
  }

  func selectPlayer(request: PlayerListScene.SelectPlayer.Request) {
    let player = players.first { $0.id == request.id }
    guard isSelecting else {
      // Kept for the router, which passes it on to Player Detail.
      selectedPlayer = player
      return
    }
    guard let player else { return }
    selection.toggle(player)
    presentPlayers()
  }

  func confirmSelection(request: PlayerListScene.ConfirmSelection.Request) {
    // The button is disabled below the minimum, but the rule is the business layer's.
    guard isSelecting, selection.canConfirm else { return }
    presenter.presentConfirmedSelection(
      response: PlayerListScene.ConfirmSelection.Response(players: selectedPlayers))
  }

  // MARK: - Helpers

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    presentPlayers()
  }
}

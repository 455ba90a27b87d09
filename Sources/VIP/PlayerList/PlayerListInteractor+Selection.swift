import Domain

extension PlayerListInteractor {
  // MARK: - Modes and selection

  package func changeMode(request: PlayerList.ChangeMode.Request) {
    setSelecting(!isSelecting)
  }

  package func selectPlayer(request: PlayerList.SelectPlayer.Request) {
    guard players.indices.contains(request.index) else { return }
    let player = players[request.index]
    guard isSelecting else {
      selectedPlayer = player
      presenter.presentRoute(response: PlayerList.Route.Response(destination: .playerDetail))
      return
    }
    selection.toggle(player)
    presentPlayers()
  }

  package func performAction(request: PlayerList.PerformAction.Request) {
    if !isSelecting {
      presenter.presentRoute(response: PlayerList.Route.Response(destination: .playerAdd))
    } else if selection.canConfirm {
      presenter.presentRoute(response: PlayerList.Route.Response(destination: .confirmPlayers))
    }
  }

  // MARK: - Helpers

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    presentPlayers()
  }
}

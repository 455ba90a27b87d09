import Domain

extension PlayerListInteractor {
  // MARK: - Modes and selection

  func changeMode(request: PlayerListScene.ChangeMode.Request) {
    setSelecting(!isSelecting)
  }

  func selectPlayer(request: PlayerListScene.SelectPlayer.Request) {
    guard players.indices.contains(request.index) else { return }
    let player = players[request.index]
    guard isSelecting else {
      selectedPlayer = player
      presenter.presentRoute(response: PlayerListScene.Route.Response(destination: .playerDetail))
      return
    }
    selection.toggle(player)
    presentPlayers()
  }

  func performAction(request: PlayerListScene.PerformAction.Request) {
    if !isSelecting {
      presenter.presentRoute(response: PlayerListScene.Route.Response(destination: .playerAdd))
    } else if selection.canConfirm {
      presenter.presentRoute(response: PlayerListScene.Route.Response(destination: .confirmPlayers))
    }
  }

  // MARK: - Helpers

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    presentPlayers()
  }
}

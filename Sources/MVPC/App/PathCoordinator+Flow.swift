import Domain

// Each presenter's navigation events: the coordinator builds the next screen's view state and
// presenter, as a UIKit-shaped coordinator builds its view controller, and pushes its route;
// results (a saved edit, a new player, an ended gather) go to the presenters below.

extension PathCoordinator: LoginPresenterDelegate {
  /// Pushes the Player List, which loads its players when it appears.
  func didLogIn() {
    let viewState = PlayerListViewState()
    viewState.presenter = PlayerListPresenter(
      view: viewState, playerService: environment.players, delegate: self)
    push(.playerList, viewState)
  }
}

extension PathCoordinator: PlayerListPresenterDelegate {
  /// Pushes Player Detail for `player`.
  func didSelectPlayer(_ player: Player) {
    let viewState = PlayerDetailViewState(player: player)
    let presenter = PlayerDetailPresenter(view: viewState, player: player, delegate: self)
    viewState.presenter = presenter
    presenter.load()
    push(.playerDetail(player.id), viewState)
  }

  /// Pushes Player Add.
  func didTapAddPlayer() {
    let viewState = PlayerAddViewState()
    let presenter = PlayerAddPresenter(
      view: viewState, playerService: environment.players, delegate: self)
    viewState.presenter = presenter
    presenter.load()
    push(.playerAdd, viewState)
  }

  /// Pushes Confirm Players with `players` on the bench.
  func didConfirmPlayers(_ players: [Player]) {
    let viewState = ConfirmPlayersViewState()
    let presenter = ConfirmPlayersPresenter(
      view: viewState, gatherService: environment.gathers, players: players, delegate: self)
    viewState.presenter = presenter
    presenter.load()
    push(.confirmPlayers, viewState)
  }
}

extension PathCoordinator: PlayerDetailPresenterDelegate {
  /// Pushes Player Edit for `field` of `player`.
  func didSelectField(_ field: PlayerField, of player: Player) {
    let viewState = PlayerEditViewState(player: player, field: field)
    let presenter = PlayerEditPresenter(
      view: viewState, playerService: environment.players, player: player, field: field,
      delegate: self)
    viewState.presenter = presenter
    presenter.load()
    push(.playerEdit(player.id, field), viewState)
  }
}

extension PathCoordinator: PlayerEditPresenterDelegate {
  /// Player Edit saved `player`: the detail shows it, the list replaces its copy, Edit goes.
  func playerEdit(didUpdate player: Player) {
    let detail = viewState(for: .playerDetail(player.id), as: PlayerDetailViewState.self)
    detail?.presenter?.playerEdit(didUpdate: player)
    playerList?.playerDetail(didUpdate: player)
    pop()
  }
}

extension PathCoordinator: PlayerAddPresenterDelegate {
  /// Player Add created a player: it goes, and the list loads again; returns once it is back.
  func playerAddDidCreatePlayer() async {
    pop()
    await playerList?.playerAddDidCreatePlayer()
  }
}

extension PathCoordinator: ConfirmPlayersPresenterDelegate {
  /// Pushes Gather for `model`.
  func didStartGather(_ model: GatherModel) {
    let viewState = GatherViewState()
    let presenter = GatherPresenter(
      view: viewState, gatherService: environment.gathers, model: model,
      clock: environment.clock, delegate: self)
    viewState.presenter = presenter
    presenter.load()
    push(.gather, viewState)
  }
}

extension PathCoordinator: GatherPresenterDelegate {
  /// The gather ended: back to the list, which leaves selection mode.
  func gatherDidEnd() {
    popToPlayerList()
    playerList?.gatherDidEnd()
  }
}

extension PathCoordinator {
  /// The Player List's presenter, which hears the results of the screens above it.
  private var playerList: PlayerListPresenter? {
    viewState(for: .playerList, as: PlayerListViewState.self)?.presenter
  }
}

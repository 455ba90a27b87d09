import Domain

/// Where the Player Edit scene can go.
@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
  /// Hands the saved player to Player Detail's and the Player List's data stores and pops back.
  func routeToPlayerDetail()
}

/// Gives the Player Edit router, and scenes routing here, the scene's data store.
@MainActor
protocol PlayerEditDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any PlayerEditDataStore)? { get }
}

/// The VIP router of Player Edit: passes the saved player back to the scenes below it, Player
/// Detail and the Player List, through their data stores, then pops; each shows it when it
/// appears again.
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
  let dataStore: (any PlayerEditDataStore)?

  // MARK: - Init

  /// Creates the router over the scene's data store.
  init(dataStore: any PlayerEditDataStore) {
    self.dataStore = dataStore
  }

  // MARK: - PlayerEditRoutingLogic

  func routeToPlayerDetail() {
    guard let navigation = viewController?.sceneNavigation else { return }
    if let dataStore, let detailStore = navigation.playerDetail?.router.dataStore {
      passDataToPlayerDetail(source: dataStore, destination: detailStore)
    }
    if let dataStore, let listStore = navigation.playerList?.router.dataStore {
      passDataToPlayerList(source: dataStore, destination: listStore)
    }
    navigation.close()
  }

  // MARK: - Passing data

  private func passDataToPlayerDetail(
    source: any PlayerEditDataStore, destination: any PlayerDetailDataStore
  ) {
    destination.player = source.updatedPlayer
  }

  private func passDataToPlayerList(
    source: any PlayerEditDataStore, destination: any PlayerListDataStore
  ) {
    // Players are equal by id, so this finds the edited player's old row.
    guard let updated = source.updatedPlayer,
      let index = destination.players.firstIndex(of: updated)
    else { return }
    destination.players[index] = updated
  }
}

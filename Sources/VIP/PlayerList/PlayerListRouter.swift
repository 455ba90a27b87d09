import Domain

/// Where the Player List scene can go.
@MainActor
protocol PlayerListRoutingLogic: AnyObject {
  /// Pushes Player Detail for the selected player.
  func routeToPlayerDetail()
  /// Pushes Player Add.
  func routeToPlayerAdd()
  /// Pushes Confirm Players with the ticked players on the bench.
  func routeToConfirmPlayers()
}

/// Gives the Player List router, and scenes reporting back here, the scene's data store.
@MainActor
protocol PlayerListDataPassing: AnyObject {
  /// The interactor's data, for passing on and for reports back.
  var dataStore: (any PlayerListDataStore)? { get }
}

/// The Player List as the routers of the scenes above it reach it on the stack, in either UI.
@MainActor
protocol PlayerListDestination: AnyObject {
  /// The scene's router, whose data store they pass data back to.
  var router: any PlayerListRoutingLogic & PlayerListDataPassing { get }
  /// Loads the players again, for Player Add's router.
  func reloadPlayers() async
}

/// The VIP router of Player List: builds the next scene through its configurator, passes it the
/// player or players it needs through the data stores, and pushes it.
@MainActor
final class PlayerListRouter: PlayerListRoutingLogic, PlayerListDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
  let dataStore: (any PlayerListDataStore)?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router over the scene's data store; `environment` builds the next scenes.
  init(dataStore: any PlayerListDataStore, environment: AppEnvironment) {
    self.dataStore = dataStore
    self.environment = environment
  }

  // MARK: - PlayerListRoutingLogic

  func routeToPlayerDetail() {
    // No player for a tap outside the rows.
    guard dataStore?.selectedPlayer != nil else { return }
    viewController?.sceneNavigation?.showPlayerDetail(environment: environment) { destination in
      if let dataStore { passDataToPlayerDetail(source: dataStore, destination: destination) }
    }
  }

  func routeToPlayerAdd() {
    // Player Add needs nothing; its router has this scene load again after a creation.
    viewController?.sceneNavigation?.showPlayerAdd(environment: environment)
  }

  func routeToConfirmPlayers() {
    viewController?.sceneNavigation?.showConfirmPlayers(environment: environment) { destination in
      if let dataStore { passDataToConfirmPlayers(source: dataStore, destination: destination) }
    }
  }

  // MARK: - Passing data

  private func passDataToPlayerDetail(
    source: any PlayerListDataStore, destination: any PlayerDetailDataStore
  ) {
    destination.player = source.selectedPlayer
  }

  private func passDataToConfirmPlayers(
    source: any PlayerListDataStore, destination: any ConfirmPlayersDataStore
  ) {
    // List order, not tap order.
    destination.players = source.selectedPlayers
  }
}

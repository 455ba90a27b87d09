import Domain

/// Where the Player Add scene can go.
@MainActor
protocol PlayerAddRoutingLogic: AnyObject {
  /// Pops back to the Player List, then waits while it loads its players again.
  func routeToPlayerList() async
}

/// Gives the Player Add router the scene's data store.
@MainActor
protocol PlayerAddDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any PlayerAddDataStore)? { get }
}

/// The VIP router of Player Add: pops back to the Player List below it, then has it load again,
/// so the new player shows in server order (SPEC §3.2, §3.5).
@MainActor
final class PlayerAddRouter: PlayerAddRoutingLogic, PlayerAddDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
  let dataStore: (any PlayerAddDataStore)?

  // MARK: - Init

  /// Creates the router over the scene's data store.
  init(dataStore: any PlayerAddDataStore) {
    self.dataStore = dataStore
  }

  // MARK: - PlayerAddRoutingLogic

  func routeToPlayerList() async {
    guard let navigation = viewController?.sceneNavigation, let list = navigation.playerList
    else { return }
    // Closed first: Player Add must not stay on top, taking input, while the list reloads.
    navigation.close()
    await list.reloadPlayers()
  }
}

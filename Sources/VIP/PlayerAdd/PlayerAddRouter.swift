import Domain
import ViewKit

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

  /// The scene's view controller, which is popped.
  weak var viewController: PlayerAddViewController?
  let dataStore: (any PlayerAddDataStore)?

  // MARK: - Init

  /// Creates the router over the scene's data store.
  init(dataStore: any PlayerAddDataStore) {
    self.dataStore = dataStore
  }

  // MARK: - PlayerAddRoutingLogic

  func routeToPlayerList() async {
    guard let navigation = viewController?.navigationController,
      let list = navigation.viewControllers.compactMap({ $0 as? PlayerListViewController }).last
    else { return }
    // Popped first: Player Add must not stay on top, taking input, while the list reloads.
    navigation.popViewController(animated: true)
    await list.reloadPlayers()
  }
}

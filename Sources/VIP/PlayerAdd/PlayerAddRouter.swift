import Domain
import ViewKit

/// Where the Player Add scene can go.
@MainActor
protocol PlayerAddRoutingLogic: AnyObject {
  /// Tells the Player List, through its data store, to load again, and pops back to it.
  func routeToPlayerList()
}

/// Gives the Player Add router the scene's data store.
@MainActor
protocol PlayerAddDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any PlayerAddDataStore)? { get }
}

/// The VIP router of Player Add: marks the Player List below it for a reload through that scene's
/// data store, then pops; the list loads when it appears again (SPEC §3.2, §3.5).
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

  func routeToPlayerList() {
    guard let viewController, let navigation = viewController.navigationController else { return }
    let list = navigation.viewControllers.compactMap { $0 as? PlayerListViewController }.last
    if let dataStore, let listStore = list?.router.dataStore {
      passDataToPlayerList(source: dataStore, destination: listStore)
    }
    navigation.popViewController(animated: true)
  }

  // MARK: - Passing data

  private func passDataToPlayerList(
    source: any PlayerAddDataStore, destination: any PlayerListDataStore
  ) {
    if source.createdPlayerID != nil { destination.needsReload = true }
  }
}

import Domain
import ViewKit

/// Where the Player Edit scene can go.
@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
  /// Hands the saved player to Player Detail's data store and pops back to it.
  func routeToPlayerDetail()
}

/// Gives the Player Edit router, and scenes routing here, the scene's data store.
@MainActor
protocol PlayerEditDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any PlayerEditDataStore)? { get }
}

/// The VIP router of Player Edit: reports the saved player to the Player Detail below it through
/// that scene's data store, then pops; Player Detail shows it when it appears again.
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
  // MARK: - Properties

  /// The scene's view controller, which is popped.
  weak var viewController: PlayerEditViewController?
  let dataStore: (any PlayerEditDataStore)?

  // MARK: - Init

  /// Creates the router over the scene's data store.
  init(dataStore: any PlayerEditDataStore) {
    self.dataStore = dataStore
  }

  // MARK: - PlayerEditRoutingLogic

  func routeToPlayerDetail() {
    guard let viewController, let navigation = viewController.navigationController else { return }
    let detail = navigation.viewControllers.compactMap { $0 as? PlayerDetailViewController }.last
    if let dataStore, let detailStore = detail?.router.dataStore {
      passDataToPlayerDetail(source: dataStore, destination: detailStore)
    }
    navigation.popViewController(animated: true)
  }

  // MARK: - Passing data

  private func passDataToPlayerDetail(
    source: any PlayerEditDataStore, destination: any PlayerDetailDataStore
  ) {
    destination.editedPlayer = source.updatedPlayer
  }
}

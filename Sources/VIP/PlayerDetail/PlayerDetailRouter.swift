import Domain
import ViewKit

/// Where the Player Detail scene can go, and what it reports back.
@MainActor
protocol PlayerDetailRoutingLogic: AnyObject {
  /// Pushes Player Edit for the selected field.
  func routeToPlayerEdit()
  /// Writes the saved player into the Player List's data store, for its next appearance.
  func passEditedPlayerToPlayerList()
}

/// Gives the Player Detail router, and scenes routing here, the scene's data store.
@MainActor
protocol PlayerDetailDataPassing: AnyObject {
  /// The interactor's data, for passing on and for reports back.
  var dataStore: (any PlayerDetailDataStore)? { get }
}

/// The VIP router of Player Detail: builds Player Edit through its configurator and passes it the
/// player and field; passes a saved edit back down the stack to the Player List.
@MainActor
final class PlayerDetailRouter: PlayerDetailRoutingLogic, PlayerDetailDataPassing {
  // MARK: - Properties

  /// The scene's view controller, which Player Edit is pushed from.
  weak var viewController: PlayerDetailViewController?
  let dataStore: (any PlayerDetailDataStore)?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router over the scene's data store; `environment` builds the next scene.
  init(dataStore: any PlayerDetailDataStore, environment: AppEnvironment) {
    self.dataStore = dataStore
    self.environment = environment
  }

  // MARK: - PlayerDetailRoutingLogic

  func routeToPlayerEdit() {
    let destination = PlayerEditConfigurator.makeScene(environment: environment)
    if let dataStore, let destinationStore = destination.router.dataStore {
      passDataToPlayerEdit(source: dataStore, destination: destinationStore)
    }
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }

  func passEditedPlayerToPlayerList() {
    let stack = viewController?.navigationController?.viewControllers ?? []
    guard let dataStore,
      let list = stack.compactMap({ $0 as? PlayerListViewController }).last,
      let listStore = list.router.dataStore
    else { return }
    passDataToPlayerList(source: dataStore, destination: listStore)
  }

  // MARK: - Passing data

  private func passDataToPlayerEdit(
    source: any PlayerDetailDataStore, destination: any PlayerEditDataStore
  ) {
    destination.player = source.player
    destination.field = source.selectedField
  }

  private func passDataToPlayerList(
    source: any PlayerDetailDataStore, destination: any PlayerListDataStore
  ) {
    destination.editedPlayer = source.player
  }
}

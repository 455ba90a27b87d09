import Domain
import ViewKit

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

/// The VIP router of Player List: builds the next scene through its configurator, passes it the
/// player or players it needs through the data stores, and pushes it.
@MainActor
final class PlayerListRouter: PlayerListRoutingLogic, PlayerListDataPassing {
  // MARK: - Properties

  /// The scene's view controller, which the next scenes are pushed from.
  weak var viewController: PlayerListViewController?
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
    let destination = PlayerDetailConfigurator.makeScene(environment: environment)
    if let dataStore, let destinationStore = destination.router.dataStore {
      passDataToPlayerDetail(source: dataStore, destination: destinationStore)
    }
    push(destination)
  }

  func routeToPlayerAdd() {
    // Player Add needs nothing; its router has this scene load again after a creation.
    push(PlayerAddConfigurator.makeScene(environment: environment))
  }

  func routeToConfirmPlayers() {
    let destination = ConfirmPlayersConfigurator.makeScene(environment: environment)
    if let dataStore, let destinationStore = destination.router.dataStore {
      passDataToConfirmPlayers(source: dataStore, destination: destinationStore)
    }
    push(destination)
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

  // MARK: - Navigation

  private func push(_ destination: ViewController) {
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }
}

import Domain
import ViewKit

/// Where the Confirm Players scene can go.
@MainActor
protocol ConfirmPlayersRoutingLogic: AnyObject {
  /// Pushes Gather for the started gather.
  func routeToGather()
}

/// Gives the Confirm Players router, and scenes routing here, the scene's data store.
@MainActor
protocol ConfirmPlayersDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any ConfirmPlayersDataStore)? { get }
}

/// The VIP router of Confirm Players: builds Gather through its configurator, passes it the
/// started gather through the data stores, and pushes it.
@MainActor
final class ConfirmPlayersRouter: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
  // MARK: - Properties

  /// The scene's view controller, which Gather is pushed from.
  weak var viewController: ConfirmPlayersViewController?
  let dataStore: (any ConfirmPlayersDataStore)?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router over the scene's data store; `environment` builds the next scene.
  init(dataStore: any ConfirmPlayersDataStore, environment: AppEnvironment) {
    self.dataStore = dataStore
    self.environment = environment
  }

  // MARK: - ConfirmPlayersRoutingLogic

  func routeToGather() {
    let destination = GatherConfigurator.makeScene(environment: environment)
    if let dataStore, let destinationStore = destination.router.dataStore {
      passDataToGather(source: dataStore, destination: destinationStore)
    }
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }

  // MARK: - Passing data

  private func passDataToGather(
    source: any ConfirmPlayersDataStore, destination: any GatherDataStore
  ) {
    destination.gather = source.gather
  }
}

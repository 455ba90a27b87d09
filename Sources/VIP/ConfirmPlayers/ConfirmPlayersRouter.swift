import Domain

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

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
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
    viewController?.sceneNavigation?.showGather(environment: environment) { destination in
      if let dataStore { passDataToGather(source: dataStore, destination: destination) }
    }
  }

  // MARK: - Passing data

  private func passDataToGather(
    source: any ConfirmPlayersDataStore, destination: any GatherDataStore
  ) {
    destination.gather = source.gather
  }
}

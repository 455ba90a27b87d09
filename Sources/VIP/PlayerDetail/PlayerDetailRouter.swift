import Domain

/// Where the Player Detail scene can go.
@MainActor
protocol PlayerDetailRoutingLogic: AnyObject {
  /// Pushes Player Edit for the selected field.
  func routeToPlayerEdit()
}

/// Gives the Player Detail router, and scenes routing here, the scene's data store.
@MainActor
protocol PlayerDetailDataPassing: AnyObject {
  /// The interactor's data, for passing on and for reports back.
  var dataStore: (any PlayerDetailDataStore)? { get }
}

/// Player Detail as Player Edit's router reaches it on the stack, in either UI.
@MainActor
protocol PlayerDetailDestination: AnyObject {
  /// The scene's router, whose data store gets the saved player.
  var router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing { get }
}

/// The VIP router of Player Detail: builds Player Edit through its configurator and passes it the
/// player and field.
@MainActor
final class PlayerDetailRouter: PlayerDetailRoutingLogic, PlayerDetailDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
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
    guard dataStore?.selectedField != nil else { return }
    viewController?.sceneNavigation?.showPlayerEdit(environment: environment) { destination in
      if let dataStore { passDataToPlayerEdit(source: dataStore, destination: destination) }
    }
  }

  // MARK: - Passing data

  private func passDataToPlayerEdit(
    source: any PlayerDetailDataStore, destination: any PlayerEditDataStore
  ) {
    destination.player = source.player
    destination.field = source.selectedField
  }
}

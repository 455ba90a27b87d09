import Domain

/// Where the Login scene can go.
@MainActor
protocol LoginRoutingLogic: AnyObject {
  /// Pushes the Player List.
  func routeToPlayerList()
}

/// Gives the Login router, and scenes routing here, the scene's data store.
@MainActor
protocol LoginDataPassing: AnyObject {
  /// The interactor's data, for passing on.
  var dataStore: (any LoginDataStore)? { get }
}

/// The VIP router of Login: has the scene's stack build the Player List scene and show it.
@MainActor
final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  // MARK: - Properties

  /// The scene's display (view controller or view state), on the stack the router moves on.
  weak var viewController: (any SceneDisplay)?
  let dataStore: (any LoginDataStore)?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router over the scene's data store; `environment` builds the next scenes.
  init(dataStore: any LoginDataStore, environment: AppEnvironment) {
    self.dataStore = dataStore
    self.environment = environment
  }

  // MARK: - LoginRoutingLogic

  func routeToPlayerList() {
    // Login hands nothing on: the Player List loads the signed-in user's players itself.
    viewController?.sceneNavigation?.showPlayerList(environment: environment)
  }
}

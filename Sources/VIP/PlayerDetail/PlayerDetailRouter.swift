import Domain
import ViewKit

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

/// The VIP router of Player Detail: builds Player Edit through its configurator and passes it the
/// player and field.
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
    guard dataStore?.selectedField != nil else { return }
    let destination = PlayerEditConfigurator.makeScene(environment: environment)
    if let dataStore, let destinationStore = destination.router.dataStore {
      passDataToPlayerEdit(source: dataStore, destination: destinationStore)
    }
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }

  // MARK: - Passing data

  private func passDataToPlayerEdit(
    source: any PlayerDetailDataStore, destination: any PlayerEditDataStore
  ) {
    destination.player = source.player
    destination.field = source.selectedField
  }
}

import Domain
import ViewKit

/// The MVP-C entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVPCApp {
  /// Builds the navigation stack and starts the app coordinator on it, which starts Login; every
  /// later screen is assembled and shown by a coordinator.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    let navigationController = CoordinatedNavigationController()
    let appCoordinator = AppCoordinator(
      navigationController: navigationController, environment: environment)
    // The stack keeps the coordinator tree alive; coordinators hold the stack weakly.
    navigationController.rootCoordinator = appCoordinator
    appCoordinator.start()
    return navigationController
  }
}

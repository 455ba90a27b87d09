import Domain
import ViewKit

/// The VIP entry point: the composition root that turns an `AppEnvironment` into the app.
package enum VIPApp {
  /// Builds the navigation stack with the Login scene as its root; every later scene is built by
  /// its configurator when a router moves to it.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationController(rootViewController: LoginConfigurator.makeScene(environment: environment))
  }
}

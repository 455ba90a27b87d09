import Domain
import ViewKit

/// The VIPER entry point: the composition root that turns an `AppEnvironment` into the app.
package enum VIPERApp {
  /// Builds the navigation stack with the Login module as its root; every later module is
  /// assembled by the router of the module that opens it.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationController(rootViewController: LoginRouter.createModule(environment: environment))
  }
}

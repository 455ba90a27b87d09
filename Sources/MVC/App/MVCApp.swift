import Domain
import ViewKit

/// The MVC entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVCApp {
  /// Builds the navigation stack with Login as its root; every later screen is created by the
  /// view controller that pushes it.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationController(rootViewController: LoginViewController(environment: environment))
  }
}

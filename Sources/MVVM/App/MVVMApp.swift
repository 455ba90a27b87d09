import Domain
import ViewKit

/// The MVVM entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVVMApp {
  /// Builds the navigation stack with Login as its root.
  ///
  /// Each view controller creates its own view model and pushes the next view controller, which
  /// creates its own in turn.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationController(rootViewController: LoginViewController(environment: environment))
  }
}

import Domain
import ViewKit

/// The MVP-C entry point: the composition root that turns an `AppEnvironment` into the app.
package enum MVPCApp {
  /// Launches the app coordinator, which builds the stack on Login; every later screen is
  /// assembled and shown by a coordinator.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    AppCoordinator(environment: environment).launch()
  }
}

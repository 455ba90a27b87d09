@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

/// The MV entry point: the composition root that turns an `AppEnvironment` into the app's models
/// and the `NavigationStack` that shows them.
package enum MVApp {
  /// Builds the models over `environment`'s services and returns the navigation controller of the
  /// root `NavigationStack`, Login at its root.
  @MainActor
  package static func makeRoot(environment: AppEnvironment) -> NavigationController {
    NavigationHostingController(
      rootView: AppScreen(
        session: Session(environment: environment), squad: Squad(service: environment.players),
        match: Match(service: environment.gathers, clock: environment.clock),
        navigator: Navigator()))
  }
}

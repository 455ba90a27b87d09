@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVPCApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root, over the same
  /// presenters as `makeRoot(environment:)`.
  ///
  /// One `PathCoordinator` owns the stack's path: it builds Login and every later screen, and
  /// appends a route where the UIKit-shaped UI's coordinators push a view controller.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let coordinator = PathCoordinator(environment: environment)
    return NavigationHostingController(
      rootView: DeclarativeRoot(login: coordinator.makeLogin(), coordinator: coordinator))
  }
}

@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension VIPERApp {
  /// Builds the declarative UI: Login's module assembled around a view state at the root of a
  /// `NavigationStack`, over the same presenters and interactors as `makeRoot(environment:)`.
  ///
  /// One router serves every module here: `ModuleRouter`, which changes a path of value routes
  /// and builds each route's module, where the UIKit-shaped UI has a router per module.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let router = ModuleRouter(environment: environment)
    return NavigationHostingController(
      rootView: ModuleStack(login: router.makeLogin(), router: router))
  }
}

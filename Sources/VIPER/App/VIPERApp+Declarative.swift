@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension VIPERApp {
  /// Builds the declarative UI: Login's module assembled around a view state at the root of a
  /// `NavigationStack`, over the same presenters, interactors and routers as
  /// `makeRoot(environment:)`.
  ///
  /// Each router assembles the next module for the UI it was assembled for: here a view state on
  /// the path, which the stack pushes as its screen.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let path = ModulePath()
    let login = LoginRouter.createViewState(environment: environment, path: path)
    return NavigationHostingController(rootView: ModuleStack(login: login, path: path))
  }
}

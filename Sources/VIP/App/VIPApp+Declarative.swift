@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension VIPApp {
  /// Builds the declarative UI: a `NavigationStack` whose root is the Login scene's screen, over
  /// the same interactors, presenters and routers as `makeRoot(environment:)`.
  ///
  /// Each configurator wires its scene around a view state instead of a view controller; the
  /// routers put the next scenes on the path, which the stack pushes as their screens.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let path = ScenePath()
    let login = LoginConfigurator.makeViewState(environment: environment, navigation: path)
    return NavigationHostingController(rootView: SceneStack(login: login, path: path))
  }
}

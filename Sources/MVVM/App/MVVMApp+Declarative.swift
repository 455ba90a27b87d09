@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVVMApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root, over the same
  /// view models as `makeRoot(environment:)`.
  ///
  /// Login's view model gets the path's navigation as its actions, so each route a view model
  /// hands over is appended to the path and pushed as that route's screen.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let path = RoutePath()
    let login = LoginViewModel(environment: environment, actions: path.navigation)
    return NavigationHostingController(rootView: DeclarativeRoot(login: login, path: path))
  }
}

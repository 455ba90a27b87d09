@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVPApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root, over the same
  /// presenters as `makeRoot(environment:)`.
  ///
  /// The `ScreenRouter` assembles each screen, Login first, as MVP's view controllers assemble
  /// their own; a view asks it for the next screen.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let router = ScreenRouter(environment: environment)
    return NavigationHostingController(
      rootView: DeclarativeRoot(login: router.makeLogin(), router: router))
  }
}

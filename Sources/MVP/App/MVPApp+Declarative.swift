@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVPApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root, over the same
  /// presenters as `makeRoot(environment:)`.
  ///
  /// The `ScreenPath` assembles each screen, Login first, as MVP's view controllers assemble
  /// their own; a view asks it for the next screen.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let path = ScreenPath(environment: environment)
    return NavigationHostingController(
      rootView: DeclarativeRoot(login: path.makeLogin(), path: path))
  }
}

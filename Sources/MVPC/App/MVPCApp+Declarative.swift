@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVPCApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root, over the same
  /// presenters and coordinators as `makeRoot(environment:)`.
  ///
  /// The app coordinator starts Login on the stack's path; every later screen is assembled by a
  /// coordinator, which appends it to the path where the UIKit-shaped UI pushes a view controller.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    let path = ScreenPath()
    let login = AppCoordinator(environment: environment).launch(on: path)
    return NavigationHostingController(rootView: DeclarativeRoot(login: login, path: path))
  }
}

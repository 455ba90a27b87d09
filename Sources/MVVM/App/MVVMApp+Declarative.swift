@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

extension MVVMApp {
  /// Builds the declarative UI: a `NavigationStack` with Login's screen as its root.
  ///
  /// Each screen creates its own view model and holds, as its own state, which screen it has
  /// pushed.
  @MainActor
  package static func makeDeclarativeRoot(environment: AppEnvironment)
    -> ViewKit.NavigationController
  {
    NavigationHostingController(rootView: DeclarativeRoot(environment: environment))
  }
}

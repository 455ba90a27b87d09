@_spi(Hosting) import DeclarativeKit
import Domain
import ViewKit

@testable import MVVM

extension Driver {
  /// How many screens the stack holds, its root included.
  var stackCount: Int {
    (window.rootViewController as? ViewKit.NavigationController)?.viewControllers.count ?? 0
  }

  /// Shows the declarative `screen` as the root of a `NavigationStack`, so the screens it pushes
  /// are pushed as in the app.
  static func showingDeclarative<Screen: DeclarativeKit.View>(_ screen: Screen) -> Driver {
    Driver(
      window: Window(
        rootViewController: NavigationHostingController(rootView: StackRoot(screen: screen))))
  }
}

/// A `NavigationStack` around one screen, as the app's root is around Login.
private struct StackRoot<Screen: DeclarativeKit.View>: DeclarativeKit.View {
  let screen: Screen

  var body: some DeclarativeKit.View {
    NavigationStack { screen }
  }
}

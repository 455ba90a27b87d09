@_spi(Hosting) import DeclarativeKit
import TestSupport
import ViewKit

@testable import MVP

extension ScreenRouter {
  /// The view state on top of the stack, when it is a `T`.
  func top<T>(_ type: T.Type) -> T? {
    path.last.flatMap { viewState(for: $0, as: type) }
  }

  /// The names of the stack's screens, bottom first, such as `playerList`.
  var screenNames: [String] {
    path.map { "\($0)".prefix { $0 != "(" }.description }
  }
}

/// Shows one declarative screen pushed on a stack, for tests that drive it alone.
@MainActor
func showScreen(_ screen: some DeclarativeKit.View, pushed: Bool = true) -> Driver {
  ScreenHost.show(HostingController(rootView: screen), pushed: pushed)
}

/// Shows the whole declarative stack over `router`, Login at its root, for tests that follow a
/// screen into the next one.
@MainActor
func showStack(_ router: ScreenRouter) -> Driver {
  let root = NavigationHostingController(
    rootView: DeclarativeRoot(login: router.makeLogin(), router: router))
  return Driver(window: Window(rootViewController: root))
}

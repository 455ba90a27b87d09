@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import ViewKit

@testable import MVPC

/// The declarative stack in a window, for tests of one screen in the declarative UI: Login at the
/// root of the `NavigationStack` over a `PathCoordinator`'s path, which the test sends the event
/// that opens the screen under test.
@MainActor
struct PathCoordinatorHost {
  /// The coordinator whose path the stack follows.
  let coordinator: PathCoordinator
  /// Acts on the window that shows the stack.
  let driver: Driver

  /// Creates the stack over `environment` and shows it in a window.
  init(environment: AppEnvironment = TestEnvironment().environment) {
    coordinator = PathCoordinator(environment: environment)
    let stack = NavigationHostingController(
      rootView: DeclarativeRoot(login: coordinator.makeLogin(), coordinator: coordinator))
    driver = Driver(window: Window(rootViewController: stack))
  }

  /// Sends the coordinator the event `open` and waits until the screen it pushed has settled.
  func start(_ open: (PathCoordinator) -> Void) async {
    open(coordinator)
    await driver.waitUntilIdle()
  }

  /// The view state on top of the path, when it is a `T`.
  func top<T>(_ type: T.Type) -> T? {
    coordinator.path.last.flatMap { coordinator.viewState(for: $0, as: type) }
  }

  /// The names of the path's screens, bottom first, such as `playerList`.
  var screenNames: [String] {
    coordinator.path.map { "\($0)".prefix { $0 != "(" }.description }
  }
}

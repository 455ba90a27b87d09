@_spi(Hosting) import DeclarativeKit
import TestSupport
import ViewKit

@testable import MVPC

/// The declarative stack in a window, for tests of one coordinator in the declarative UI: a
/// screenless Login at the root of the path's `NavigationStack` and a root coordinator that
/// adopts the coordinator under test and, as the app coordinator does, drops finished children
/// when the path changes.
@MainActor
struct DeclarativeCoordinatorHost {
  /// The path the coordinator under test pushes on.
  let path = ScreenPath()
  /// The coordinator the one under test is a child of.
  let root = RootCoordinatorStub()
  /// Acts on the window that shows the stack.
  let driver: Driver

  /// Creates the stack, makes the root coordinator the path's delegate, and shows it in a window.
  init() {
    path.delegate = root
    let stack = NavigationHostingController(
      rootView: DeclarativeRoot(login: LoginViewState(), path: path))
    driver = Driver(window: Window(rootViewController: stack))
  }

  /// Starts `coordinator` as the root's child and waits until its screen has settled.
  func start(_ coordinator: any Coordinator) async {
    root.startChild(coordinator)
    await driver.waitUntilIdle()
  }

  /// The view state on top of the path, when it is a `T`.
  func top<T>(_ type: T.Type) -> T? {
    path.destinations.last?.viewState as? T
  }

  /// The names of the path's screens, bottom first, such as `playerList`.
  var screenNames: [String] {
    path.destinations.map { "\($0)".prefix { $0 != "(" }.description }
  }
}

import TestSupport
import ViewKit

@testable import MVPC

/// A stack in a window, for tests of one coordinator: a plain root screen under a root
/// coordinator that adopts the coordinator under test and, as the app coordinator does, drops
/// finished children when the stack shows a screen.
@MainActor
struct CoordinatorHost {
  /// The stack the coordinator under test pushes on.
  let navigationController = NavigationController(rootViewController: ViewController())
  /// The coordinator the one under test is a child of.
  let root = RootCoordinatorStub()
  /// Acts on the window that shows the stack.
  let driver: Driver

  /// Creates the stack, makes the root coordinator its delegate, and shows it in a window.
  init() {
    navigationController.delegate = root
    driver = Driver(window: Window(rootViewController: navigationController))
  }

  /// Starts `coordinator` as the root's child and waits until its screen has settled.
  func start(_ coordinator: any Coordinator) async {
    root.startChild(coordinator)
    await driver.waitUntilIdle()
  }
}

/// A coordinator with no screen of its own, standing in for the parent of the one under test.
@MainActor
final class RootCoordinatorStub: Coordinator, NavigationControllerDelegate {
  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  var rootViewController: ViewController? { nil }
  func start() {}

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    removeFinishedChildren(keeping: navigationController.viewControllers)
  }
}

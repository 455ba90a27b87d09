import ViewKit

/// Builds a screen or a flow, shows it, and decides where its navigation events lead.
///
/// Coordinators form a tree that mirrors the navigation stack: a coordinator starts a child for
/// each screen it opens and drops the child once that screen has left the stack.
@MainActor
protocol Coordinator: AnyObject {
  /// The coordinators this one started whose screens are still on the stack.
  var childCoordinators: [any Coordinator] { get set }
  /// The coordinator that started this one, held weakly; `nil` for the app coordinator.
  var parentCoordinator: (any Coordinator)? { get set }
  /// The screen this coordinator shows; `nil` before `start()` and once the screen is gone.
  var rootViewController: ViewController? { get }
  /// Builds the coordinator's screen and shows it.
  func start()
}

extension Coordinator {
  /// Adopts `child` as a coordinator this one started.
  func addChild(_ child: any Coordinator) {
    child.parentCoordinator = self
    childCoordinators.append(child)
  }

  /// Adopts `child` and starts it.
  func startChild(_ child: any Coordinator) {
    addChild(child)
    child.start()
  }

  /// Forgets `child`, and with it every coordinator `child` started.
  func removeChild(_ child: any Coordinator) {
    child.parentCoordinator = nil
    childCoordinators.removeAll { $0 === child }
  }

  /// Removes, anywhere below this coordinator, each child whose view controller is no longer in
  /// `stack`.
  func removeFinishedChildren(keeping stack: [ViewController]) {
    for child in childCoordinators {
      if let screen = child.rootViewController,
        stack.contains(where: { $0 === screen })
      {
        child.removeFinishedChildren(keeping: stack)
      } else {
        removeChild(child)
      }
    }
  }
}

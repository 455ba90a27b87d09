import ViewKit

/// The navigation stack of MVP-C: holds the coordinator tree, and after every pop (Back, Done,
/// the end of a gather) lets it drop the coordinators whose screens have left.
@MainActor
final class CoordinatedNavigationController: NavigationController {
  /// The root of the coordinator tree, held here so the tree lives as long as the stack.
  var rootCoordinator: (any Coordinator)?

  /// Creates the stack with an empty screen at its root, until Login's coordinator replaces it.
  init() {
    super.init(rootViewController: ViewController())
  }

  /// Pops the top screen, then drops its coordinator.
  @discardableResult
  override func popViewController(animated: Bool) -> ViewController? {
    let popped = super.popViewController(animated: animated)
    rootCoordinator?.removeFinishedChildren()
    return popped
  }

  /// Replaces the stack (every pop to a screen ends here), then drops the coordinators of the
  /// screens that left.
  override func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
    super.setViewControllers(newControllers, animated: animated)
    rootCoordinator?.removeFinishedChildren()
  }
}

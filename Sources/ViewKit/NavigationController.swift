/// Hears when a navigation controller has shown a screen, as UIKit's delegate does.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `viewController` is now on top of `navigationController`: pushed, or uncovered by a pop.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

/// A stack of screens with a navigation bar; pushed screens get a "Back" button.
@MainActor
open class NavigationController: ViewController {
  /// The screens on the stack, root first.
  public private(set) var viewControllers: [ViewController] = []
  /// Told each time a screen has come on top; a coordinator uses it to see a screen popped.
  public weak var delegate: (any NavigationControllerDelegate)?
  /// Whether the navigation bar is hidden: not drawn, its buttons and Back out of reach.
  public var isNavigationBarHidden = false

  /// Creates a navigation controller with one screen on its stack.
  public init(rootViewController: ViewController) {
    super.init()
    adopt(rootViewController)
    viewControllers = [rootViewController]
  }

  /// Creates a navigation controller with an empty stack; `setViewControllers(_:animated:)` gives
  /// it its root later.
  ///
  /// It lets the navigation controller exist before its root screen, so a screen's collaborators
  /// (a view model's navigation, say) can refer to it when the screen is made.
  public override init() {
    super.init()
  }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// Forwards the appearance to the top screen, as UIKit does.
  open override func viewWillAppear() {
    super.viewWillAppear()
    topViewController?.loadViewIfNeeded()
    topViewController?.viewWillAppear()
  }

  /// Forwards the disappearance to the top screen, as UIKit does.
  open override func viewWillDisappear() {
    super.viewWillDisappear()
    topViewController?.viewWillDisappear()
  }

  /// Pushes a screen on top; animation is not modelled.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    let old = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    transition(from: old, to: viewController, animated: animated)
  }

  /// Pops the top screen unless it is the root; returns the popped screen.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    transition(from: popped, to: topViewController, animated: animated)
    popped.navigationController = nil
    return popped
  }

  /// Pops every screen above the root; returns the popped screens.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every screen above `viewController`; nil if it is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return nil
    }
    let popped = Array(viewControllers[(index + 1)...])
    setViewControllers(Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// Replaces the whole stack; the new top appears if it changed (a first root set before the
  /// window shows the navigation controller appears with it instead).
  open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
    let old = topViewController
    let removed = viewControllers.filter { old in !newControllers.contains { $0 === old } }
    for controller in newControllers { adopt(controller) }
    viewControllers = newControllers
    // A first root given before the window shows it appears with the navigation controller.
    let isFirstRootOffscreen = old == nil && window == nil
    if old !== topViewController, !isFirstRootOffscreen {
      transition(from: old, to: topViewController, animated: animated)
    }
    for controller in removed { controller.navigationController = nil }
  }

  private func adopt(_ controller: ViewController) {
    controller.navigationController = self
  }

  private func transition(from old: ViewController?, to new: ViewController?, animated: Bool) {
    old?.viewWillDisappear()
    new?.loadViewIfNeeded()
    // Sized before it appears, so a table it reloads asks only for the rows it shows.
    window?.layout()
    new?.viewWillAppear()
    // Last, as in UIKit: the stack already holds its new screens when the delegate hears.
    if let new { delegate?.navigationController(self, didShow: new, animated: animated) }
  }
}

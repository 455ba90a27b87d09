/// The top of the screen tree: shows a root controller and tracks the work its screens start.
@MainActor
public final class Window {
  /// The controller filling the window, usually a `NavigationController`.
  public let rootViewController: ViewController
  /// The tracker behind `ViewController.run(_:)` for every screen in this window.
  public let workTracker = WorkTracker()

  /// Shows `rootViewController`: loads its view and calls `viewWillAppear`.
  public init(rootViewController: ViewController) {
    self.rootViewController = rootViewController
    rootViewController.hostWindow = self
    rootViewController.loadViewIfNeeded()
    rootViewController.viewWillAppear()
  }

  /// The root's navigation controller, if the root is one.
  public var navigationController: NavigationController? {
    rootViewController as? NavigationController
  }

  /// The screen the user sees: the top of the navigation stack, or the root.
  public var topViewController: ViewController {
    navigationController?.topViewController ?? rootViewController
  }

  /// The visible screen and, if different, the navigation controller around it.
  var visibleControllers: [ViewController] {
    let top = topViewController
    return top === rootViewController ? [top] : [top, rootViewController]
  }

  /// The alert on top of the screen, if any.
  public var presentedAlert: AlertController? {
    visibleControllers.lazy.compactMap(\.presentedAlert).first
  }

  /// The controller that presented the visible alert.
  var alertPresenter: ViewController? {
    visibleControllers.first { $0.presentedAlert != nil }
  }

  /// Whether a loading overlay covers the screen.
  public var isLoading: Bool {
    visibleControllers.contains { $0.isLoading }
  }

  /// Waits until no work started by the screens in this window is pending.
  public func waitUntilIdle() async {
    repeat {
      await workTracker.waitUntilIdle()
      for controller in allControllers where controller.hasLocalWork {
        await controller.drainLocalWork()
      }
    } while workTracker.hasPendingWork || allControllers.contains { $0.hasLocalWork }
  }

  private var allControllers: [ViewController] {
    [rootViewController] + (navigationController?.viewControllers ?? [])
  }
}

import ViewKit

/// Hosts one screen in a window, without the rest of the app, for tests that drive a single
/// screen built with its collaborators.
@MainActor
package enum ScreenHost {
  /// Shows one screen on top of a navigation stack, over a plain root when `pushed`.
  package static func show(_ screen: ViewController, pushed: Bool = true) -> Driver {
    let navigation = NavigationController(rootViewController: pushed ? ViewController() : screen)
    let window = Window(rootViewController: navigation)
    if pushed { navigation.pushViewController(screen, animated: false) }
    return Driver(window: window)
  }
}

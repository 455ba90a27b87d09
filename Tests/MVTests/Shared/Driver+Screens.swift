import DeclarativeKit
import ViewKit

extension Driver {
  /// Whether the screen on top shows a `Screen`, as its host names the view it shows.
  func isShowing<Screen: DeclarativeKit.View>(_ screen: Screen.Type) -> Bool {
    topViewController.runtimeName == "HostingController<\(Screen.self)>"
  }

  /// How many screens the stack holds, Login included.
  var stackCount: Int {
    (window.rootViewController as? NavigationController)?.viewControllers.count ?? 0
  }

  /// Whether the element is drawn: in the screen's tree and not hidden.
  func isShown(_ id: String) -> Bool {
    (try? isHidden(id)) == false
  }
}

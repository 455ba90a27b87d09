@_spi(Hosting) import DeclarativeKit
import TestSupport
import ViewKit

/// Shows a declarative screen as `ScreenHost` shows a view controller: in a `HostingController`
/// on top of a navigation stack (over a plain root when `pushed`), for a screen test's driver.
@MainActor
func showScreen<Screen: DeclarativeKit.View>(_ screen: Screen, pushed: Bool = true) -> Driver {
  ScreenHost.show(HostingController(rootView: screen), pushed: pushed)
}

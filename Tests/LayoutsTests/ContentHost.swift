@_spi(Hosting) import DeclarativeKit
import ViewKit

/// Renders a declarative `<Screen>Content` as a pushed screen is shown, for comparison with
/// its `<Screen>Layout` in a `LayoutHost`.
@MainActor
enum ContentHost {
  /// What the user sees of `content` in a window.
  static func render<Content: DeclarativeKit.View>(_ content: Content) -> String {
    let host = HostingController(rootView: content)
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    return Renderer.render(window)
  }
}

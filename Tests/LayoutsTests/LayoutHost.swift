import Layouts
import ViewKit

/// A screen showing one layout, so a test sees the layout as the user does.
@MainActor
final class LayoutHost: ViewController {
  private let layout: any ScreenLayout

  init(_ layout: any ScreenLayout) {
    self.layout = layout
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
  }

  /// What the user sees of `layout` in a window.
  static func render(_ layout: any ScreenLayout) -> String {
    let host = LayoutHost(layout)
    let window = Window(rootViewController: NavigationController(rootViewController: host))
    return Renderer.render(window)
  }
}

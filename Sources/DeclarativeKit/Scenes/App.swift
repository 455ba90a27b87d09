import ViewKit

/// An app: its scenes, and (through `@main`) its entry point, as in SwiftUI.
@MainActor
@preconcurrency
public protocol App {
  /// The app's scenes.
  associatedtype Body: Scene
  /// The app's scenes: a `WindowGroup` with its first screen.
  @SceneBuilder var body: Body { get }
  /// Creates the app; `main()` calls it.
  init()
}

extension App {
  /// The entry point `@main` calls: draws the app's first window on standard output, as the
  /// renderer draws a screen, then returns (a terminal keeps no window on screen).
  public static func main() {
    print(firstFrame())
  }

  /// What `main()` draws: the first window as the renderer draws it (80 columns), or why there is
  /// none.
  static func firstFrame() -> String {
    guard let window = makeWindow() else {
      return "\(Self.self) opens no window: its body has no WindowGroup"
    }
    return Renderer.render(window, width: 80)
  }

  /// A window hosting the app's first window group, laid out and ready to draw or drive.
  @_spi(Hosting)
  public static func makeWindow() -> Window? {
    guard let content = Self().body.firstWindowContent else { return nil }
    let window = Window(rootViewController: NavigationHostingController(rootView: content))
    window.layout()
    return window
  }
}

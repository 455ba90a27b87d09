/// A scene that shows a window with the given content; the first one is the app's main window.
public struct WindowGroup<Content: View>: Scene {
  let title: String?
  let content: Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  /// A window group with a title (shown by platforms with window titles; not on a phone).
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  /// A primitive scene has no body.
  public var body: Never { fatalError("a primitive scene has no body") }
}

extension WindowGroup: WindowScene {
  var firstWindowContent: AnyView? { AnyView(content) }
}

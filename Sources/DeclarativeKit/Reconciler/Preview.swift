import ViewKit

/// A type that gives previews of views, as SwiftUI's `PreviewProvider`; a tool draws them with
/// ``Preview/renderedLines(width:)``.
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview (several in a `Group`).
  @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
  /// This provider's previews as one ``Preview``, named after the provider.
  public static func makePreview() -> Preview {
    Preview(String(describing: Self.self)) { previews }
  }
}

/// A named preview of a view, the value SwiftUI's `#Preview` macro declares: the macro needs
/// swift-syntax, so here a preview is written `Preview("Name") { SomeView() }`, and a static list
/// of them (or a ``PreviewProvider``) stands where the macros would.
@MainActor
public struct Preview {
  /// The preview's name, as `#Preview("Name")`'s.
  public let name: String?
  private let makeView: @MainActor () -> AnyView

  /// Creates a preview of the view `body` builds.
  public init<Content: View>(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content
  ) {
    self.name = name
    makeView = { AnyView(body()) }
  }

  /// The view previewed, made now.
  public var view: AnyView { makeView() }
}

extension Preview {
  /// The lines the renderer draws for the previewed view, as a screen of `width` columns:
  /// hosted as a scene (a `NavigationStack` in it works and draws its bar), laid out once, its
  /// tasks started but not awaited (a preview shows its first frame).
  @_spi(Hosting)
  public func renderedLines(width: Int = 60) -> [String] {
    let scene = NavigationHostingController(rootView: view)
    let window = Window(rootViewController: scene)
    window.layoutIfNeeded()
    // A view without a NavigationStack has no bar, as in SwiftUI's canvas.
    if (scene.viewControllers.first as? HostingController<AnyView>)?.graph.stack == nil {
      scene.isNavigationBarHidden = true
    }
    return Renderer.render(window, width: width)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

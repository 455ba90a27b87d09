import ViewKit

/// The screen's loading overlay while this view is in the tree, as SwiftUI's `ProgressView`
/// shown over a screen; hosted as the ViewKit host's `showLoading()` and `hideLoading()`, so it
/// is drawn as the UIKit-shaped screens' "Loading..." box.
public struct ProgressView: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates the overlay.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard node.coordinator == nil, let controller = context.graph.controller else { return [] }
    let overlay = LoadingOverlay(controller: controller)
    node.coordinator = overlay
    controller.showLoading()
    return []
  }
}

/// Hides the host's loading overlay when its `ProgressView` leaves the tree.
@MainActor
final class LoadingOverlay: NodeCoordinator {
  private weak var controller: ViewKit.ViewController?

  init(controller: ViewKit.ViewController) {
    self.controller = controller
  }

  func drop() {
    controller?.hideLoading()
  }
}

extension View {
  /// Puts the views `content` builds over this one, as SwiftUI's `overlay(alignment:content:)`;
  /// ViewKit draws them after this view's.
  public func overlay<Overlay: View>(@ViewBuilder content: () -> Overlay) -> some View {
    OverlayModifier(content: self, overlay: content())
  }
}

/// Draws its overlay after its content.
struct OverlayModifier<Content: View, Overlay: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let overlay: Overlay

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.reconcileChild(content, of: node, at: 0, context)
      + context.graph.reconcileChild(overlay, of: node, at: 1, context)
  }
}

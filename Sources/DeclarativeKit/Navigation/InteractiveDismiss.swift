import ViewKit

extension View {
  /// Keeps the sheet this view is in from closing on a user's swipe down (the driver's Back),
  /// as SwiftUI's `interactiveDismissDisabled(_:)`; `dismiss()` and the sheet's binding still
  /// close it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    InteractiveDismissModifier(content: self, isDisabled: isDisabled)
  }
}

/// Sets its screen's `isModalInPresentation` while it is in the tree.
struct InteractiveDismissModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let isDisabled: Bool

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let lock = node.coordinator as? DismissLock ?? DismissLock()
    node.coordinator = lock
    lock.controller = context.graph.controller
    lock.controller?.isModalInPresentation = isDisabled
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

/// The screen an `interactiveDismissDisabled` locked, unlocked when the modifier leaves.
@MainActor
final class DismissLock: NodeCoordinator {
  weak var controller: ViewKit.ViewController?

  func drop() {
    controller?.isModalInPresentation = false
  }
}

import ViewKit

extension View {
  /// Whether the screen takes input, as SwiftUI's `allowsHitTesting(_:)`.
  ///
  /// While `enabled` is false the whole hosting screen ignores input, as a UIKit-shaped screen
  /// does when its view's `isUserInteractionEnabled` is off (Player List while its players load);
  /// SwiftUI would stop hits on this view only.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    HitTestingModifier(content: self, enabled: enabled)
  }
}

/// Tells the host that its screen ignores input, for this pass.
struct HitTestingModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let enabled: Bool

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    if !enabled { context.graph.ignoreInput() }
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

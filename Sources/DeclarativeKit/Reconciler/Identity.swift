import ViewKit

extension View {
  /// Gives this view an explicit identity, as SwiftUI's `id(_:)`: a new id makes it a new view,
  /// with new state, appearing again (`onAppear` and `task` run again).
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IDModifier(content: self, id: AnyHashable(id))
  }
}

/// Keeps its content's node while the id stays the same, and starts afresh when it changes.
struct IDModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let id: AnyHashable

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    if let last = node.lastValue as? AnyHashable, last != id { node.removeChild(at: 0) }
    node.lastValue = id
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

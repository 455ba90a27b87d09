import Foundation
import ViewKit

/// A value a drag can carry, as CoreTransferable's `Transferable`: within one app the value
/// itself is handed to the drop, so no representation is needed.
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}

extension View {
  /// Makes this view the source of a drag carrying `payload`, as SwiftUI's `draggable(_:)`.
  ///
  /// In a list in reorder mode, the row moved onto another `ForEach` is dropped on that
  /// `ForEach`'s `dropDestination(for:action:)`; outside a list the drag carries nothing.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    DraggableModifier(content: self, payload: payload)
  }
}

/// Reconciles its content and adds a hidden carrier of the payload, which the list row the
/// content makes takes as its own.
struct DraggableModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let payload: () -> Any

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let carrier = node.widget { DragWidget() }
    carrier.isHidden = true
    carrier.payload = payload
    return widgets + [carrier]
  }
}

/// What a drag from a view carries; hidden, so neither drawn nor reached directly.
final class DragWidget: ViewKit.View {
  var payload: () -> Any = { () }
}

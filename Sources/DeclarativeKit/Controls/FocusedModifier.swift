import ViewKit

/// Ties the first text field of its content to a focus state: after each pass the field becomes
/// or stops being the first responder as the state says, and the field's editing sets the state.
struct FocusedModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let isFocused: @MainActor () -> Bool
  let focus: @MainActor () -> Void
  let unfocus: @MainActor () -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    guard
      let field = widgets.lazy.flatMap(\.allViews).compactMap({ $0 as? ViewKit.TextField }).first
    else { return widgets }
    field.onBeginEditing = focus
    field.onEndEditing = unfocus
    let wanted = isFocused()
    // After the pass, when the field stands in its screen (the responder is the screen's).
    context.graph.afterPass { [weak field] in
      guard let field else { return }
      if wanted {
        field.becomeFirstResponder()
      } else if field.isFirstResponder {
        field.resignFirstResponder()
      }
    }
    return widgets
  }
}

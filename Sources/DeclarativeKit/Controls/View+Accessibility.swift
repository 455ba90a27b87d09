import ViewKit

extension View {
  /// Gives the widgets of this view the label VoiceOver reads, as SwiftUI's
  /// `accessibilityLabel(_:)`; the driver finds a widget by it.
  public func accessibilityLabel(_ label: String) -> some View {
    AccessibilityModifier(content: self, label: label, hint: nil)
  }

  /// Gives the widgets of this view the label VoiceOver reads, from a text.
  public func accessibilityLabel(_ label: Text) -> some View {
    AccessibilityModifier(content: self, label: label.content, hint: nil)
  }

  /// Gives the widgets of this view the hint VoiceOver reads after their label, as SwiftUI's
  /// `accessibilityHint(_:)`.
  public func accessibilityHint(_ hint: String) -> some View {
    AccessibilityModifier(content: self, label: nil, hint: hint)
  }

  /// Gives the widgets of this view the hint VoiceOver reads after their label, from a text.
  public func accessibilityHint(_ hint: Text) -> some View {
    AccessibilityModifier(content: self, label: nil, hint: hint.content)
  }
}

/// Sets the accessibility label or hint of its content's widgets.
struct AccessibilityModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let label: String?
  let hint: String?

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    for widget in widgets {
      if let label, widget.accessibilityLabel != label { widget.accessibilityLabel = label }
      if let hint, widget.accessibilityHint != hint { widget.accessibilityHint = hint }
    }
    return widgets
  }
}

extension AccessibilityModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      AccessibilityModifier<Row>(content: row, label: label, hint: hint)
    }
    return wrap(row)
  }
}

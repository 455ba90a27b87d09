import ViewKit

/// An editable text of any length bound to a string, as SwiftUI's `TextEditor`; hosted as a
/// ViewKit `TextField`, drawn on one line.
public struct TextEditor: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let text: Binding<String>

  /// Creates an editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let field = node.widget { ViewKit.TextField() }
    let value = text.wrappedValue
    if field.text != value { field.text = value }
    field.autocorrection = !context.environment.isAutocorrectionDisabled
    field.isEnabled = context.environment.isEnabled
    let text = text
    field.onEditingChanged = { text.wrappedValue = $0 }
    return [field]
  }
}

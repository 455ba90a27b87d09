import ViewKit

/// An editable line of text bound to a string, as SwiftUI's `TextField`; hosted as a ViewKit
/// `TextField` whose title is its placeholder.
public struct TextField: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a field showing `title` while empty and editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [field(in: node, context, title: title, text: text, isSecure: false)]
  }
}

/// A text field whose content is masked, as SwiftUI's `SecureField`.
public struct SecureField: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  /// Creates a masked field showing `title` while empty and editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [field(in: node, context, title: title, text: text, isSecure: true)]
  }
}

@MainActor
private func field(
  in node: Node, _ context: Context, title: String, text: Binding<String>, isSecure: Bool
) -> ViewKit.TextField {
  let field = node.widget { ViewKit.TextField() }
  let value = text.wrappedValue
  if field.text != value { field.text = value }
  if field.placeholder != title { field.placeholder = title }
  field.isSecureTextEntry = isSecure
  field.autocorrection = !context.environment.isAutocorrectionDisabled
  field.isEnabled = context.environment.isEnabled
  field.onEditingChanged = { text.wrappedValue = $0 }
  return field
}

import ViewKit

/// A button that shows a menu of actions, as SwiftUI's `Menu`; drawn as a button titled with
/// its label's text that, when tapped, shows its buttons as a confirmation dialog (a ViewKit
/// alert titled with that text), with a "Cancel" action added to close it without choosing.
///
/// A menu's buttons run when chosen; a menu inside a menu is not supported (its button closes
/// the outer one).
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @State private var isShown = false

  /// Creates a menu of `content`'s buttons, shown by a button made of `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Creates a menu of `content`'s buttons, shown by a button titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
    self.init(content: content) { Text(title) }
  }

  /// The button, and the dialog while it is shown.
  public var body: some View {
    MenuButton(label: label, content: content, isShown: $isShown)
  }
}

/// The button of a `Menu` and the dialog it opens.
struct MenuButton<Label: View, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let label: Label
  let content: Content
  let isShown: Binding<Bool>

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let title = context.graph.reconcileChild(label, of: node, at: 0, context).titleText
    let button = node.widget { LabelledButton(title: title) }
    if button.title != title { button.title = title }
    button.isEnabled = context.environment.isEnabled
    let isShown = isShown
    button.tap = { isShown.wrappedValue = true }
    let dialog = AlertModifier(
      content: EmptyView(), kind: "Menu", title: title, isPresented: isShown,
      actions: TupleView(content, Button("Cancel") {}), message: EmptyView())
    _ = context.graph.reconcileChild(dialog, of: node, at: 1, context)
    return [button]
  }
}

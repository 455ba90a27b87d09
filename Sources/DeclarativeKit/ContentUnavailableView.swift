import ViewKit

/// A message shown in place of content that is not there, with buttons such as Retry, as
/// SwiftUI's `ContentUnavailableView`; drawn as ViewKit's `EmptyStateView` is, the message
/// above the buttons.
public struct ContentUnavailableView<Actions: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let message: String
  let actions: Actions

  /// Creates the view of `message` above the buttons `actions` builds.
  public init(_ message: String, @ViewBuilder actions: () -> Actions) {
    self.message = message
    self.actions = actions()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widget = node.widget { ViewKit.View() }
    let widgets =
      context.graph.reconcileChild(Text(message), of: node, at: 0, context)
      + context.graph.reconcileChild(actions, of: node, at: 1, context)
    widget.replaceSubviews(with: widgets)
    return [widget]
  }
}

import Foundation
import ViewKit

extension View {
  /// Gives this list row the buttons `content` builds as the actions a swipe from `edge` shows.
  ///
  /// As SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`; a button's role is the
  /// action's style. The driver taps one with `swipe(row:in:action:)`.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> some View {
    SwipeActionsModifier(content: self, edge: edge, actions: content())
  }

  /// Shows the view `content` builds at an edge of this view, as SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)`: drawn before this view's content for the
  /// top edge, after it for the bottom edge.
  public func safeAreaInset<Inset: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Inset
  ) -> some View {
    SafeAreaInsetModifier(content: self, edge: edge, inset: content())
  }
}

/// Reconciles its actions off screen and carries their buttons beside its content's widgets, in
/// a hidden widget the list reads when it makes the row.
struct SwipeActionsModifier<Content: View, Actions: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let edge: HorizontalEdge
  let actions: Actions

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let buttons = context.graph.reconcileChild(actions, of: node, at: 1, context)
      .flatMap(\.allViews).compactMap { $0 as? ViewKit.Button }
    let carrier = node.widget { SwipeActionsWidget() }
    carrier.isHidden = true
    carrier.edge = edge
    carrier.buttons = buttons
    return widgets + [carrier]
  }
}

extension SwipeActionsModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      SwipeActionsModifier<Row, Actions>(content: row, edge: edge, actions: actions)
    }
    return wrap(row)
  }
}

/// The swipe actions of a list row, as buttons; hidden, so neither drawn nor reached directly.
final class SwipeActionsWidget: ViewKit.View {
  var edge = HorizontalEdge.trailing
  var buttons: [ViewKit.Button] = []

  /// The swipe actions configuration of these buttons, each running its button's action.
  func configuration() -> ViewKit.SwipeActionsConfiguration {
    ViewKit.SwipeActionsConfiguration(
      actions: buttons.map { button in
        let action = button.action
        return ViewKit.ContextualAction(
          style: button.role == .destructive ? .destructive : .normal, title: button.title
        ) {
          await action?()
        }
      })
  }
}

/// Draws its inset before or after its content.
struct SafeAreaInsetModifier<Content: View, Inset: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let edge: VerticalEdge
  let inset: Inset

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let insetWidgets = context.graph.reconcileChild(inset, of: node, at: 1, context)
    return edge == .top ? insetWidgets + widgets : widgets + insetWidgets
  }
}

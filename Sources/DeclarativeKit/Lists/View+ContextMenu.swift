import ViewKit

extension View {
  /// Gives this view the menu of the buttons `menuItems` builds, shown on a long press, as
  /// SwiftUI's `contextMenu(menuItems:)`: not drawn until opened; the driver opens it and taps
  /// one with `contextMenu(_:action:)` (a list row's with `contextMenu(row:in:action:)`).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    ContextMenuModifier(content: self, items: menuItems())
  }
}

/// Reconciles its menu's buttons off screen and gives its content's widgets the menu; a hidden
/// carrier after them takes the menu to the list row they make.
struct ContextMenuModifier<Content: View, Items: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let items: Items

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let buttons = context.graph.reconcileChild(items, of: node, at: 1, context)
      .flatMap(\.allViews).compactMap { $0 as? ViewKit.Button }
    let carrier = node.widget { ContextMenuWidget() }
    carrier.isHidden = true
    carrier.buttons = buttons
    for widget in widgets { widget.contextMenuInteraction = carrier.interaction() }
    return widgets + [carrier]
  }
}

extension ContextMenuModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      ContextMenuModifier<Row, Items>(content: row, items: items)
    }
    return wrap(row)
  }
}

/// The buttons of a context menu; hidden, so neither drawn nor reached directly.
final class ContextMenuWidget: ViewKit.View {
  var buttons: [ViewKit.Button] = []

  /// The menu of these buttons, each action running its button's.
  func interaction() -> ContextMenuInteraction {
    let buttons = buttons
    return ContextMenuInteraction {
      buttons.map { button in
        let action = button.action
        return ViewKit.ContextualAction(
          style: button.role == .destructive ? .destructive : .normal, title: button.title
        ) {
          await action?()
        }
      }
    }
  }
}

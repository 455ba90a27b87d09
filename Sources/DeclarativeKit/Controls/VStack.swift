import Foundation
import ViewKit

/// Views one below the other, as SwiftUI's `VStack`; hosted as a vertical ViewKit `StackView`.
public struct VStack<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a stack of the views `content` builds; alignment and spacing are accepted and not
  /// drawn (the terminal renderer puts one view per line).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [container(in: node, context, content) { StackView(axis: .vertical) }]
  }
}

/// Views side by side, as SwiftUI's `HStack`; hosted as a horizontal ViewKit `StackView`.
public struct HStack<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a row of the views `content` builds; alignment and spacing are accepted and not
  /// drawn (the terminal renderer puts two spaces between views).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    // Pickers side by side are one picker of several wheels, as UIKit's time picker.
    let pickers = widgets.compactMap { $0 as? ViewKit.Picker }
    if pickers.count > 1, pickers.count == widgets.count {
      let wheels = node.widget { ViewKit.Picker() }
      wheels.showWheels(of: pickers)
      return [wheels]
    }
    let stack = node.widget { StackView(axis: .horizontal) }
    stack.replaceSubviews(with: widgets)
    return [stack]
  }
}

/// A screen of controls, as SwiftUI's `Form`; hosted as a plain ViewKit `View`, one control
/// below the other, as a UIKit-shaped form screen lays them out.
public struct Form<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a form of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [container(in: node, context, content) { ViewKit.View() }]
  }
}

/// The container widget of `node`, holding the widgets of `content` in order.
@MainActor
func container<Content: View>(
  in node: Node, _ context: Context, _ content: Content, make: () -> ViewKit.View
) -> ViewKit.View {
  let widget = node.widget(make)
  widget.replaceSubviews(with: context.graph.reconcileChild(content, of: node, at: 0, context))
  return widget
}

extension ViewKit.View {
  /// Makes `widgets` the subviews, in order, touching nothing when they already are.
  func replaceSubviews(with widgets: [ViewKit.View]) {
    guard !subviews.elementsEqual(widgets, by: ===) else { return }
    for subview in subviews { subview.removeFromSuperview() }
    for widget in widgets { addSubview(widget) }
  }
}

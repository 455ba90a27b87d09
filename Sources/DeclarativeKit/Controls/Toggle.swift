import ViewKit

/// An on/off switch bound to a Boolean, as SwiftUI's `Toggle`; hosted as a ViewKit `Switch`.
public struct Toggle: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String?
  let isOn: Binding<Bool>
  /// A label made of views (`Toggle(isOn:label:)`), whose text is the title.
  var label: AnyView?

  /// Creates a switch titled `title` that reads and writes `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let toggle = node.widget { ViewKit.Switch() }
    let title =
      context.environment.areLabelsHidden
      ? nil
      : label.map { context.graph.reconcileChild($0, of: node, at: 0, context).titleText }
        ?? title
    let value = isOn.wrappedValue
    if toggle.isOn != value { toggle.isOn = value }
    if toggle.title != title { toggle.title = title }
    toggle.isEnabled = context.environment.isEnabled
    let binding = isOn
    toggle.onValueChanged = { binding.wrappedValue = $0 }
    return [toggle]
  }
}

import ViewKit

/// A message shown in place of content that is not there, with buttons such as Retry, as
/// SwiftUI's `ContentUnavailableView`; drawn as ViewKit's `EmptyStateView` is: the label, the
/// description, then the buttons.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View,
  PrimitiveView
{
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates the view of `label` above `description` and the buttons `actions` builds, as
  /// SwiftUI's `init(label:description:actions:)`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widget = node.widget { ViewKit.View() }
    let widgets =
      context.graph.reconcileChild(label, of: node, at: 0, context)
      + context.graph.reconcileChild(description, of: node, at: 1, context)
      + context.graph.reconcileChild(actions, of: node, at: 2, context)
    widget.replaceSubviews(with: widgets)
    return [widget]
  }
}

extension ContentUnavailableView
where Label == DeclarativeKit.Label<Text, Image>, Actions == EmptyView {
  /// Creates the view of `title` with a system image and an optional description, as SwiftUI's
  /// `init(_:systemImage:description:)`.
  public init(_ title: String, systemImage name: String, description: Text? = nil)
  where Description == Text? {
    self.init {
      DeclarativeKit.Label(title, systemImage: name)
    } description: {
      description
    }
  }
}

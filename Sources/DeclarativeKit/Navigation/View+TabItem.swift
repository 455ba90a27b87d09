import ViewKit

extension View {
  /// Titles this view as a tab of a ``TabView``, with the label `label` builds (its text is the
  /// tab's title), as SwiftUI's `tabItem(_:)`.
  public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
    TabItemModifier(content: self, label: label())
  }
}

/// Marks its content as a tab, with a hidden carrier after its widgets.
///
/// The carrier holds the tab's title, its tag and whether it is the tab shown. A tab not shown
/// is walked, so its state stays, but its views do not appear and give the screen no title,
/// toolbar or navigation stack.
struct TabItemModifier<Content: View, Item: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let label: Item
  /// The tag a `tag(_:)` around this modifier gives the tab.
  var tag: AnyHashable?

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard let tabs = context.environment.tabs else {
      return context.graph.reconcileChild(content, of: node, at: 0, context)
    }
    let index = tabs.bar.claimIndex()
    let tag = tag ?? (content as? any TabTagged)?.tabTag ?? AnyHashable(index)
    let isShown = tabs.selected.map { $0 == tag } ?? (index == 0)
    var inner = context
    inner.environment.tabs = nil
    inner.environment.isInHiddenTab = context.environment.isInHiddenTab || !isShown
    let widgets =
      isShown
      ? context.graph.reconcileChild(content, of: node, at: 0, inner)
      : context.graph.hidingContributions {
        context.graph.reconcileChild(content, of: node, at: 0, inner)
      }
    let carrier = node.widget { TabItemWidget() }
    carrier.isHidden = true
    carrier.title = context.graph.reconcileChild(label, of: node, at: 1, context).titleText
    carrier.tag = tag
    carrier.isShown = isShown
    return widgets + [carrier]
  }
}

extension TabItemModifier: TabItemTagging {
  func reconcile(taggedWith tag: AnyHashable, in node: Node, _ context: Context)
    -> [ViewKit.View]
  {
    var tagged = self
    tagged.tag = tag
    return context.graph.reconcileChild(tagged, of: node, at: 0, context)
  }
}

/// A tab's item, which a `tag(_:)` around it tags.
@MainActor
protocol TabItemTagging {
  /// Reconciles the item as the child of `node`, tagged with `tag`.
  func reconcile(taggedWith tag: AnyHashable, in node: Node, _ context: Context) -> [ViewKit.View]
}

/// A view tagged with `tag(_:)`, read by a `tabItem(_:)` around it.
@MainActor
protocol TabTagged {
  /// The tag.
  var tabTag: AnyHashable { get }
}

/// A tab's title, tag and whether it is shown, after its content's widgets; hidden.
final class TabItemWidget: ViewKit.View {
  var title = ""
  var tag: AnyHashable?
  var isShown = false
}

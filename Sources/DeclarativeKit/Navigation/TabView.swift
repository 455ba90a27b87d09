import ViewKit

/// Tabs of content, one shown at a time, as SwiftUI's `TabView`: each child view is a tab,
/// titled by its `tabItem(_:)` and identified by its `tag(_:)` (else its position).
///
/// Drawn as the selected tab's content over a tab bar: a rule, then one button per tab, the
/// selected one marked `[• Title]`; the driver taps a tab by its title. Every tab stays in the
/// tree, hidden while not selected, so each keeps its state, as SwiftUI keeps tab content alive;
/// only the selected tab's views appear (`onAppear`, `task`) and title the screen, so each tab
/// may hold its own `NavigationStack`, whose screens are pushed over the tab bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var chosen: AnyHashable? = nil

  /// Creates tabs of the views `content` builds, the one tagged with `selection`'s value shown.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The tabs and their bar.
  public var body: some View {
    if let selection {
      TabHost(content: content, selected: AnyHashable(selection.wrappedValue)) { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      }
    } else {
      TabHost(content: content, selected: chosen) { chosen = $0 }
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Creates tabs of the views `content` builds, the first shown until the user picks another.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// Lays the tabs out: each tab's widgets in a page of its own, hidden unless selected, then
/// the tab bar.
struct TabHost<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let bar = node.coordinator as? TabBar ?? TabBar()
    node.coordinator = bar
    bar.nextIndex = 0
    var inner = context
    inner.environment.tabs = TabSelection(bar: bar, selected: selected)
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, inner)
    var tabs: [(item: TabItemWidget, widgets: [ViewKit.View])] = []
    var pending: [ViewKit.View] = []
    for widget in widgets {
      if let item = widget as? TabItemWidget {
        tabs.append((item, pending))
        pending = []
      } else {
        pending.append(widget)
      }
    }
    // A selection no tab is tagged with shows the first tab, as SwiftUI does.
    let shown = tabs.firstIndex { $0.item.isShown } ?? 0
    bar.resize(to: tabs.count)
    for (index, tab) in tabs.enumerated() {
      bar.pages[index].replaceSubviews(with: tab.widgets)
      bar.pages[index].isHidden = index != shown
      let button = bar.buttons[index]
      let title = index == shown ? "• \(tab.item.title)" : tab.item.title
      if button.title != title { button.title = title }
      button.accessibilityLabel = tab.item.title
      let tag = tab.item.tag ?? AnyHashable(index)
      let graph = context.graph
      let select = select
      button.action = { [graph = graph.link] in graph.object?.perform { select(tag) } }
    }
    let root = node.widget { ViewKit.View() }
    root.replaceSubviews(with: bar.pages + [bar.rule, bar.stack])
    return [root]
  }
}

/// The pages and buttons of a tab view, kept from pass to pass so they are updated in place;
/// it also numbers the tabs as a pass meets them.
@MainActor
final class TabBar: NodeCoordinator {
  var pages: [ViewKit.View] = []
  var buttons: [ViewKit.Button] = []
  let rule = SeparatorView()
  let stack = StackView(axis: .horizontal, identifier: "tabBar")
  var nextIndex = 0

  /// The position of the next tab met in this pass.
  func claimIndex() -> Int {
    defer { nextIndex += 1 }
    return nextIndex
  }

  /// Makes or drops pages and buttons so there is one of each per tab.
  func resize(to count: Int) {
    while pages.count < count {
      pages.append(ViewKit.View())
      buttons.append(ViewKit.Button(title: ""))
    }
    pages.removeLast(pages.count - count)
    buttons.removeLast(buttons.count - count)
    stack.replaceSubviews(with: buttons)
  }

  func drop() {}
}

/// The tab view around its tabs' items: which is selected, and who numbers them.
struct TabSelection {
  let bar: TabBar
  let selected: AnyHashable?
}

private struct TabSelectionKey: EnvironmentKey {
  static var defaultValue: TabSelection? { nil }
}

private struct HiddenTabKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The tab view whose items are met, if any.
  var tabs: TabSelection? {
    get { self[TabSelectionKey.self] }
    set { self[TabSelectionKey.self] = newValue }
  }

  /// Whether the views are in a tab not shown: they keep their state but do not appear.
  var isInHiddenTab: Bool {
    get { self[HiddenTabKey.self] }
    set { self[HiddenTabKey.self] = newValue }
  }
}

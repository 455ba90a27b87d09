import ViewKit

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`; the navigation bar has one
/// place on each side.
public enum ToolbarItemPlacement: Sendable {
  /// The trailing side, as SwiftUI places most items.
  case automatic
  /// The leading side of the navigation bar.
  case topBarLeading
  /// The trailing side of the navigation bar.
  case topBarTrailing
  /// The trailing side: the screen's main action.
  case primaryAction
  /// The leading side: the action that cancels.
  case cancellationAction
  /// The trailing side: the action that confirms.
  case confirmationAction
  /// The leading side, as SwiftUI's older name.
  case navigationBarLeading
  /// The trailing side, as SwiftUI's older name.
  case navigationBarTrailing
  /// Above the keyboard on a phone; the bar's trailing side here (a terminal shows no keyboard).
  case keyboard
  /// The bottom toolbar on a phone; the bar's trailing side here.
  case bottomBar

  var isLeading: Bool {
    self == .topBarLeading || self == .cancellationAction || self == .navigationBarLeading
  }
}

/// Content of a `toolbar(content:)`, as SwiftUI's `ToolbarContent`.
@MainActor
public protocol ToolbarContent {}

/// One button in the navigation bar, as SwiftUI's `ToolbarItem`; its content is a `Button`
/// (with any modifiers), whose title, identifier, state and action the bar button takes.
public struct ToolbarItem<Content: View>: ToolbarContent, ToolbarItemsProvider {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates an item at `placement` from the button `content` builds.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  var items: [(placement: ToolbarItemPlacement, content: any View)] {
    [(placement, content)]
  }
}

/// Buttons placed together, as SwiftUI's `ToolbarItemGroup`: an item whose content holds several
/// buttons; the bar has one button on each side, so a group of more is reported.
public typealias ToolbarItemGroup = ToolbarItem

/// The items of a toolbar builder block, as SwiftUI's `TupleToolbarContent`.
public struct TupleToolbarContent: ToolbarContent, ToolbarItemsProvider {
  let items: [(placement: ToolbarItemPlacement, content: any View)]
}

/// Builds toolbar items from the statements of a closure, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  /// Takes one item.
  public static func buildExpression<Content: ToolbarContent>(
    _ content: Content
  ) -> TupleToolbarContent {
    TupleToolbarContent(items: (content as? any ToolbarItemsProvider)?.items ?? [])
  }

  /// Takes a view, such as a bare `Button`, as an item placed automatically.
  public static func buildExpression<Content: View>(_ content: Content) -> TupleToolbarContent {
    TupleToolbarContent(items: [(.automatic, content)])
  }

  /// Joins the items of a block.
  public static func buildBlock(_ parts: TupleToolbarContent...) -> TupleToolbarContent {
    TupleToolbarContent(items: parts.flatMap(\.items))
  }

  /// An `if` without `else`: the items, or none.
  public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
    content ?? TupleToolbarContent(items: [])
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent {
    first
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent {
    second
  }
}

/// What toolbar content holds: placed views.
@MainActor
protocol ToolbarItemsProvider {
  var items: [(placement: ToolbarItemPlacement, content: any View)] { get }
}

extension View {
  /// Puts buttons in the navigation bar of the screen this view is on, as SwiftUI's
  /// `toolbar(content:)`.
  public func toolbar(
    @ToolbarContentBuilder content: () -> TupleToolbarContent
  ) -> some View {
    ToolbarModifier(content: self, toolbar: content())
  }
}

/// Reconciles each item's button off screen and mirrors it in a bar button item kept in place.
struct ToolbarModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let toolbar: TupleToolbarContent

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    for (offset, item) in toolbar.items.enumerated() {
      let index = offset + 1
      let found = context.graph.reconcileChild(item.content, of: node, at: index, context)
      guard let button = found.flatMap(\.allViews).lazy.compactMap({ $0 as? ViewKit.Button }).first
      else {
        context.graph.report("A ToolbarItem in \(context.owner) holds no Button; it is not shown")
        continue
      }
      let barItem = node.barItems[index] ?? ViewKit.BarButtonItem(title: button.title)
      node.barItems[index] = barItem
      if barItem.title != button.title { barItem.title = button.title }
      barItem.identifier = button.identifier
      barItem.accessibilityLabel = button.accessibilityLabel
      barItem.isEnabled = button.isEnabled
      barItem.action = button.action
      context.graph.setBarItem(barItem, leading: item.placement.isLeading) {
        [owner = context.ownerNode.link] in owner.object?.name ?? "a view"
      }
    }
    for index in node.barItems.keys where index > toolbar.items.count {
      node.barItems[index] = nil
      node.removeChild(at: index)
    }
    return widgets
  }
}

import Foundation
import ViewKit

/// Views on top of each other, as SwiftUI's `ZStack`; the terminal renderer draws them one
/// below the other, in order.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a stack of the views `content` builds, the first at the back.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [container(in: node, context, content) { ViewKit.View() }]
  }
}

/// Views one below the other, made as they scroll into view in SwiftUI, as its `LazyVStack`;
/// drawn as a ``VStack``, the same initialiser.
public typealias LazyVStack = VStack

/// Views side by side, made as they scroll into view in SwiftUI, as its `LazyHStack`; drawn as
/// an ``HStack``, the same initialiser.
public typealias LazyHStack = HStack

/// A scrolling region, as SwiftUI's `ScrollView`; the terminal renderer draws its content in
/// place, whole.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a region scrolling along `axes` over the views `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [container(in: node, context, content) { ViewKit.View() }]
  }
}

/// Views grouped without a widget of their own, as SwiftUI's `Group`: its views stand in its
/// parent (rows of a `List`, lines of a `VStack`), and a modifier on it applies to each.
public struct Group<Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

extension Group: ListContentProvider {
  func addSections(to list: inout ListSections) {
    list.add(content, at: 0)
  }
}

/// Space that grows along its stack, as SwiftUI's `Spacer`; the terminal renderer draws nothing.
public struct Spacer: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates a spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A line between views, as SwiftUI's `Divider`; hosted as a ViewKit `SeparatorView`, drawn as
/// a rule of `─` across the width (a `│` between views side by side).
public struct Divider: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates a divider.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    [node.widget { ViewKit.SeparatorView() }]
  }
}
